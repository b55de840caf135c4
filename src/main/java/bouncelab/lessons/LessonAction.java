package bouncelab.lessons;

import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.choice.RulesId;
import bouncelab.core.geometry.Vec2;
import bouncelab.core.scenario.Scenario;
import bouncelab.core.scenario.ShotLimits;
import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * A 'try this' action from a link such as {@code [switch to Pythagoras](action:algorithm=pythagoras)}. Pure data:
 * the window applies it. Several may be joined with {@code &}: {@code action:speed=40&frame=3}.
 *
 * <pre>
 * algorithm=NAME   switch the algorithm (simple, pythagoras, intersection-centre, swept, swept-exact)
 * rules=NAME       run the shot under other rules (bounce-lab, pong, breakout, slides, graybill, xna; the run
 *                  starts again)
 * speed=N          the ball's starting speed in px per frame, keeping its direction (the run starts again)
 * dt=S             the frame time in seconds (the run starts again)
 * frame=N          step to frame N
 * overlay=NAME     turn an overlay on;  hide=NAME  turn it off
 * reset            the lesson's own scenario, algorithm, overlays and frame again
 * yours            open the Your test tab, to write the lesson's coding task
 * yours=FILE       the same, with FILE (a .pde or .java in the lesson's folder) as the starter in its editor
 * glossary         open Help → Glossary of symbols, every symbol the working and the court use, in words
 * </pre>
 */
public sealed interface LessonAction {

    String PREFIX = "action:";

    /** True for the actions that change the scenario itself, after which the run starts again from frame 0. */
    default boolean changesScenario() {
        return false;
    }

    /** The scenario this action leads to: changed by speed and dt, the same for the others. */
    default Scenario applyTo(Scenario s) {
        return s;
    }

    record SetAlgorithm(AlgorithmId algorithm) implements LessonAction {}

    /** Changes the scenario, so the window runs it again from the start. */
    record SetSpeed(double pxPerFrame) implements LessonAction {
        @Override
        public boolean changesScenario() {
            return true;
        }

        /** The scenario with the ball's speed set, in its own direction (straight right if it was still). */
        @Override
        public Scenario applyTo(Scenario s) {
            Vec2 dir = s.ball().velocity().normalised();
            if (dir.equals(Vec2.ZERO)) {
                dir = new Vec2(1, 0);
            }
            return s.withBall(s.ball().withVelocity(dir.times(pxPerFrame / s.dt())));
        }
    }

    /** Changes the scenario's rules, whose update loop runs it: the window runs it again from the start. */
    record SetRules(RulesId rules) implements LessonAction {
        @Override
        public boolean changesScenario() {
            return true;
        }

        @Override
        public Scenario applyTo(Scenario s) {
            return s.withRules(s.rules().withId(rules));
        }
    }

    /** Changes the scenario, so the window runs it again from the start; velocities stay in px/s. */
    record SetDt(double seconds) implements LessonAction {
        @Override
        public boolean changesScenario() {
            return true;
        }

        @Override
        public Scenario applyTo(Scenario s) {
            return s.withDt(seconds);
        }
    }

    record GoToFrame(int frame) implements LessonAction {}

    record ShowOverlay(String overlay) implements LessonAction {}

    record HideOverlay(String overlay) implements LessonAction {}

    record Reset() implements LessonAction {}

    /**
     * Opens the Your test tab, where the student writes hitPaddle (a lesson's coding task).
     *
     * @param file    a starter's file name in the lesson's folder, or null
     * @param starter that file's text once the lesson is read (null until then, or with no file)
     */
    record OpenYours(@Nullable String file, @Nullable String starter) implements LessonAction {
        public OpenYours() {
            this(null, null);
        }
    }

    /** Opens the glossary of symbols (Help → Glossary of symbols), so a lesson can link a symbol to its words. */
    record OpenGlossary() implements LessonAction {}

    /** True for a link destination that is an action rather than an error. */
    static boolean isAction(String destination) {
        return destination.startsWith(PREFIX);
    }

    /**
     * Parses a link destination {@code action:key=value&...}.
     *
     * @throws IllegalArgumentException naming the part that is wrong
     */
    static List<LessonAction> parse(String destination) {
        if (!isAction(destination)) {
            throw new RefusedArgument("action.prefix", destination);
        }
        String body = destination.substring(PREFIX.length());
        if (body.isBlank()) {
            throw new RefusedArgument("action.empty");
        }
        List<LessonAction> out = new ArrayList<>();
        for (String part : body.split("&", -1)) {
            out.add(parseOne(part.trim()));
        }
        return List.copyOf(out);
    }

    private static LessonAction parseOne(String part) {
        if (part.equals("reset")) {
            return new Reset();
        }
        if (part.equals("yours")) {
            return new OpenYours();
        }
        if (part.equals("glossary")) {
            return new OpenGlossary();
        }
        int eq = part.indexOf('=');
        if (eq < 0) {
            throw new RefusedArgument("action.keyValue", part);
        }
        String key = part.substring(0, eq).trim();
        String value = part.substring(eq + 1).trim();
        return switch (key) {
            case "algorithm" -> new SetAlgorithm(AlgorithmId.of(value));
            case "rules" -> new SetRules(rules(value));
            case "speed" -> new SetSpeed(positive(key, value));
            case "dt" -> new SetDt(positive(key, value));
            case "frame" -> new GoToFrame(frame(value));
            case "overlay" -> new ShowOverlay(overlay(value));
            case "hide" -> new HideOverlay(overlay(value));
            case "yours" -> new OpenYours(starterFile(value), null);
            default -> throw new RefusedArgument("action.unknown", key);
        };
    }

    private static double positive(String key, String value) {
        double d;
        try {
            d = Double.parseDouble(value);
        } catch (NumberFormatException e) {
            throw new RefusedArgument("action.notNumber", key, value);
        }
        if (!(d > 0) || Double.isInfinite(d)) {
            throw new RefusedArgument("action.notPositive", key, value);
        }
        return d;
    }

    private static RulesId rules(String value) {
        return RulesId.parse(value).orElseThrow(() -> new RefusedArgument("unknown.rules", value, RulesId.names()));
    }

    private static int frame(String value) {
        try {
            int f = Integer.parseInt(value);
            if (f >= 1 && f <= ShotLimits.MAX_FRAME) {
                return f;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new RefusedArgument("front.frame", String.valueOf(ShotLimits.MAX_FRAME), value);
    }

    /** A file beside lesson.md: no folders, and a student's file type. */
    private static String starterFile(String value) {
        if (!value.matches("[A-Za-z0-9][A-Za-z0-9._-]*\\.(pde|java)") || value.contains("..")) {
            throw new RefusedArgument("action.yours", value);
        }
        return value;
    }

    private static String overlay(String value) {
        if (!Overlays.isKnown(value)) {
            throw new RefusedArgument("front.overlay", value, String.join(", ", Overlays.NAMES));
        }
        return value;
    }
}
