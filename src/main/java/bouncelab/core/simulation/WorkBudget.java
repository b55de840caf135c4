package bouncelab.core.simulation;

import bouncelab.core.algorithm.AlgorithmClasses;
import bouncelab.core.algorithm.CollisionAlgorithm;
import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.scenario.Scenario;
import bouncelab.core.scenario.ShotLimits;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * How much working the runs a view is about to make would record, counted before anything is drawn, against
 * {@link ShotLimits#MAX_WORK}. A few hundred bricks stacked round a ball wedged between them, hit at 10^9 px/s,
 * make tens of thousands of trace items a frame; drawn, such a shot took minutes and gigabytes. Counting costs one
 * run of each distinct shot and algorithm with nothing kept, and stops as soon as the budget is spent.
 */
public final class WorkBudget {
    private WorkBudget() {}

    /** One run a view makes: the shot, with this algorithm, for {@link ShotLimits#MAX_FRAME} frames, so many times. */
    public record Job(Scenario scenario, AlgorithmId algorithm, int times) {}

    /** What the whole window makes of a shot: the stepping view's run, and the Compare tab's, one an algorithm. */
    public static List<Job> window(Scenario s, AlgorithmId algorithm) {
        List<Job> jobs = new ArrayList<>();
        jobs.add(new Job(s, algorithm, 1));
        for (AlgorithmId id : AlgorithmId.all()) {
            jobs.add(new Job(s, id, 1));
        }
        return jobs;
    }

    /** True if the jobs together record at most {@link ShotLimits#MAX_WORK} trace items. */
    public static boolean fits(List<Job> jobs) {
        // the same shot and algorithm are counted once however often they run; the heaviest kinds first
        Map<List<Object>, Integer> distinct = new LinkedHashMap<>();
        for (Job j : jobs) {
            if (!AlgorithmClasses.creatable(j.algorithm())) {
                continue; // a student's test works as little as the discrete ones, which are counted
            }
            distinct.merge(List.of(j.scenario(), j.algorithm()), j.times(), Integer::sum);
        }
        List<Map.Entry<List<Object>, Integer>> order = new ArrayList<>(distinct.entrySet());
        order.sort((a, b) -> Integer.compare(
                ((AlgorithmId) b.getKey().get(1)).weight(),
                ((AlgorithmId) a.getKey().get(1)).weight()));
        long total = 0;
        for (Map.Entry<List<Object>, Integer> e : order) {
            long left = (ShotLimits.MAX_WORK - total) / e.getValue();
            total += e.getValue()
                    * items(
                            (Scenario) e.getKey().get(0),
                            AlgorithmClasses.create((AlgorithmId) e.getKey().get(1)),
                            ShotLimits.MAX_FRAME,
                            left);
            if (total > ShotLimits.MAX_WORK) {
                return false;
            }
        }
        return true;
    }

    /**
     * The trace items of frames 1 to {@code frames} of the shot run with {@code algorithm}; the counting stops
     * once the total passes {@code stopPast}, so the result is then only known to be larger.
     */
    public static long items(Scenario s, CollisionAlgorithm algorithm, int frames, long stopPast) {
        long total = 0;
        SimState state = SimState.initial(s);
        for (int f = 1; f <= frames && total <= stopPast; f++) {
            Step step = Simulation.step(s, state, algorithm);
            total += step.trace().items().size();
            state = step.state();
        }
        return total;
    }

    /** What the refused working was for: the end of "too much working to draw", said by the words floor. */
    public enum Purpose {
        /** render's picture of the window. */
        DRAW,
        /** a shot opened in the window. */
        SHOW,
        /** a lesson's worksheet. */
        WORKSHEET,
        /** check-lessons' run of a lesson's questions. */
        CHECK
    }

    /**
     * Why a shot is refused, before it is said in a language: a key of the Refusals words and its arguments (the
     * purpose, the frames and the budget), which the floors above put in a refusal and say in their language.
     */
    public record Problem(String key, List<Object> args) {
        public Problem {
            args = List.copyOf(args);
        }
    }

    /** The one line a refused shot gets, after its file's name. */
    public static Problem problem(Purpose purpose) {
        return new Problem(
                "work.tooMuch",
                List.of(purpose.name().toLowerCase(Locale.ROOT), ShotLimits.MAX_FRAME, ShotLimits.MAX_WORK));
    }
}
