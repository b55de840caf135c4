package bouncelab.student;

import bouncelab.core.sweep.SpeedSweep;
import bouncelab.core.sweep.SweepRow;
import bouncelab.core.sweep.SweepSpec;
import bouncelab.words.Words;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.SplittableRandom;
import java.util.function.Consumer;
import org.jspecify.annotations.Nullable;

import static bouncelab.student.GradingWords.say;

/**
 * How a student's test did, as plain data for the window's card and the {@code grade} command: each worked example
 * passed or not, with its inputs; the share of {@value #CASES} seeded random cases on which it agrees with the exact
 * circle-against-rectangle test, and the cases where it does not; and the speed from which the default speed sweep
 * lets the ball through it. {@code error} is the first failure of the student's code (one line), or null.
 *
 * @param throughSpeed the first speed of {@link SweepSpec#DEFAULT} (px/frame) at which a ball went through the
 *                     target; null if none did, or if the sweep did not finish
 * @param swept        whether the sweep ran to its end (if not, {@code error} says why)
 */
public record ReportCard(
        List<ExampleResult> examples,
        Agreement agreement,
        @Nullable Double throughSpeed,
        boolean swept,
        @Nullable String error) {

    public static final int CASES = 10_000;
    public static final long SEED = 16;
    /** How many disagreeing cases the card keeps to show; all of them are counted. */
    public static final int KEPT = 100;

    public ReportCard {
        examples = List.copyOf(examples);
    }

    /** One example: the student's answer (null when their code failed on it, then {@code error} says how). */
    public record ExampleResult(
            Example example,
            @Nullable Boolean answer,
            @Nullable String error) {
        public boolean passed() {
            return answer != null && answer == example.expected();
        }
    }

    /** A random case where the student's answer is not the exact one; {@code answer} null when the call failed. */
    public record Disagreement(
            Probe probe, boolean exact, @Nullable Boolean answer) {}

    /**
     * The random cases: how many, how many agreed with the exact test, the disagreeing ones (the first {@value
     * #KEPT}), and the seed that made them.
     */
    public record Agreement(int cases, int agreeing, List<Disagreement> disagreeing, long seed) {
        public Agreement {
            disagreeing = List.copyOf(disagreeing);
        }

        public double share() {
            return cases == 0 ? 0 : (double) agreeing / cases;
        }
    }

    public int examplesPassed() {
        return (int) examples.stream().filter(ExampleResult::passed).count();
    }

    public int examplesTotal() {
        return examples.size();
    }

    /**
     * How long the window's card may ask a test in all (grade's default {@code --timeout} for a file): a test whose
     * every call is slow but legal would otherwise keep a core busy for many minutes for a card nobody waits for.
     */
    public static final Duration ALLOWANCE = Duration.ofSeconds(30);

    /** The most characters of the first error a card keeps: a teacher's line stays one line. */
    static final int MAX_ERROR = 400;

    /**
     * Grades a test: the examples, the random cases, then the sweep, each on threads {@link Apart}. If the test is
     * put aside on the way (a call never came back), what was asked before stays, what was not is marked failed with
     * why, and the card is still made.
     */
    public static ReportCard of(StudentTest test) {
        return of(test, Runtime.getRuntime().availableProcessors());
    }

    /** The same, its sweep on at most {@code threads} threads at once (the window keeps a core for itself). */
    public static ReportCard of(StudentTest test, int threads) {
        return of(test, threads, soFar -> {});
    }

    /** The same, {@code soFar} told what is found before each later part (the random cases, the sweep) begins. */
    public static ReportCard of(StudentTest test, int threads, Consumer<CardSoFar> soFar) {
        Words w = test.language(); // its failures are told in the language it was compiled for
        String[] firstError = {null};
        List<ExampleResult> examples = examples(test, firstError, w);
        soFar.accept(new CardSoFar(examples, null, firstError[0]));
        Agreement agreement = agreement(test, firstError, w);
        soFar.accept(new CardSoFar(examples, agreement, firstError[0]));
        Double through = null;
        boolean swept = false;
        try {
            through = throughSpeed(
                    Apart.run(test, () -> SpeedSweep.rows(SweepSpec.DEFAULT, new YoursAlgorithm(test), threads)));
            swept = true;
        } catch (RuntimeException x) {
            StudentCodeException s = StudentCodeException.find(x);
            if (s == null) {
                throw x;
            }
            keep(firstError, s.within(say(w, "context.speedSweep")).message(w));
        }
        return new ReportCard(examples, agreement, through, swept, firstError[0]);
    }

    private static List<ExampleResult> examples(StudentTest test, String[] firstError, Words w) {
        List<ExampleResult> asked = new ArrayList<>();
        try {
            Apart.run(test, () -> {
                for (Example e : Example.ALL) {
                    ExampleResult r;
                    try {
                        r = new ExampleResult(e, e.probe().askedOf(test), null);
                    } catch (StudentCodeException x) {
                        r = new ExampleResult(e, null, inExample(x, e, w));
                    }
                    synchronized (asked) {
                        asked.add(r);
                    }
                }
                return null;
            });
        } catch (StudentCodeException x) {
            // put aside while an example was asked: that one and those after it failed with why
            synchronized (asked) {
                for (int i = asked.size(); i < Example.ALL.size(); i++) {
                    Example e = Example.ALL.get(i);
                    asked.add(new ExampleResult(e, null, inExample(x, e, w)));
                }
            }
        }
        List<ExampleResult> examples;
        synchronized (asked) {
            examples = List.copyOf(asked.subList(0, Example.ALL.size()));
        }
        examples.stream()
                .map(ExampleResult::error)
                .filter(Objects::nonNull)
                .findFirst()
                .ifPresent(m -> keep(firstError, m));
        return examples;
    }

    /** "example 'corner': line 4: …", the example named in the test's language. */
    private static String inExample(StudentCodeException x, Example e, Words w) {
        return x.within(say(w, "context.example", e.name(w))).message(w);
    }

    private static void keep(String[] first, String message) {
        if (first[0] == null) {
            first[0] = message.length() <= MAX_ERROR ? message : message.substring(0, MAX_ERROR - 1) + "…";
        }
    }

    /** The first speed with a ball through, or null. */
    static @Nullable Double throughSpeed(List<SweepRow> rows) {
        return rows.stream()
                .filter(r -> r.tunnelled() > 0)
                .findFirst()
                .map(SweepRow::speed)
                .orElse(null);
    }

    /** The random cases as far as they went: a case not asked (the test put aside) counts as not agreeing. */
    private static final class Tally {
        int asked;
        int agreeing;
        boolean spent; // the allowance ran out: the cases not asked are left out, not counted as failed
        final List<Disagreement> kept = new ArrayList<>();

        @Nullable
        String error;

        synchronized void add(Probe p, boolean exact, @Nullable Boolean answer) {
            asked++;
            if (answer != null && answer == exact) {
                agreeing++;
            } else if (kept.size() < KEPT) {
                kept.add(new Disagreement(p, exact, answer));
            }
        }

        synchronized void failed(String message) {
            if (error == null) {
                error = message;
            }
        }
    }

    private static Agreement agreement(StudentTest test, String[] firstError, Words w) {
        Tally tally = new Tally();
        List<Probe> cases = randomCases();
        try {
            Apart.run(test, () -> {
                for (Probe p : cases) {
                    Boolean answer;
                    try {
                        answer = p.askedOf(test);
                    } catch (StudentCodeException x) {
                        answer = null;
                        tally.failed(x.within(say(w, "context.randomCase")).message(w));
                        if (x.kind() == StudentCodeException.Kind.SPENT) {
                            synchronized (tally) {
                                tally.spent = true;
                            }
                            break;
                        }
                    }
                    tally.add(p, p.touches(), answer);
                }
                return null;
            });
        } catch (StudentCodeException x) {
            tally.failed(x.within(say(w, "context.randomCase")).message(w));
        }
        synchronized (tally) {
            if (tally.error != null) {
                keep(firstError, tally.error);
            }
            if (tally.spent) {
                return new Agreement(tally.asked, tally.agreeing, tally.kept, SEED);
            }
            for (int i = tally.asked; i < cases.size() && tally.kept.size() < KEPT; i++) {
                Probe p = cases.get(i);
                tally.kept.add(new Disagreement(p, p.touches(), null));
            }
            return new Agreement(CASES, tally.agreeing, tally.kept, SEED);
        }
    }

    /**
     * The {@value #CASES} random cases, the same every time: a paddle 4 to 80 px wide and 4 to 200 px tall, a
     * ball 4 to 60 px across, its centre anywhere within 20 px of where it could touch. Every number is a whole or
     * half pixel, so a float test computes it exactly and disagrees only where it is really wrong.
     */
    public static List<Probe> randomCases() {
        SplittableRandom r = new SplittableRandom(SEED);
        List<Probe> cases = new ArrayList<>(CASES);
        for (int i = 0; i < CASES; i++) {
            double w = half(r, 4, 80), h = half(r, 4, 200);
            double px = half(r, 100, 300), py = half(r, 100, 300);
            double d = r.nextInt(4, 61);
            double reach = d / 2 + 20;
            double x = half(r, px - reach, px + w + reach);
            double y = half(r, py - reach, py + h + reach);
            cases.add(Probe.of(x, y, d, px, py, w, h));
        }
        return cases;
    }

    /** A whole or half number from lo to hi. */
    private static double half(SplittableRandom r, double lo, double hi) {
        long a = (long) Math.ceil(lo * 2), b = (long) Math.floor(hi * 2);
        return (a + r.nextLong(b - a + 1)) / 2.0;
    }
}
