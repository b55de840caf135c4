package bouncelab.cli;

import bouncelab.core.geometry.Side;
import bouncelab.core.scenario.Ball;
import bouncelab.core.simulation.SimState;
import bouncelab.core.trace.BrickBroken;
import bouncelab.core.trace.FrameTrace;
import bouncelab.core.trace.PhantomCorner;
import bouncelab.core.trace.TraceEvent;
import bouncelab.core.trace.TraceItem;
import bouncelab.io.json.JsonWriter;
import bouncelab.words.WorkingWords;
import java.util.HashSet;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * One line of {@code trace}: the state at the END of a frame and what happened during it.
 *
 * <pre>{@code
 * {"frame":1,"t":0.016667,"algorithm":"swept","ball":{"x":…,"y":…,"vx":…,"vy":…},
 *  (with "rules":"pong" after "algorithm" under an article's rules)
 *  "events":[{"type":"bounce","object":"r0c3","side":"bottom","x":…,"y":…,"toi":…}],
 *  "broken":["r0c3"],"phantoms":[],"bricks":749,"out":false}
 * }</pre>
 *
 * {@code t} is the time at the end of the frame, rounded to the microsecond so it reads as the brief's example
 * does; every other number is written in full (shortest exact form), so a reader gets back the same doubles.
 * Events are in the order the algorithm met them; {@code toi} is seconds into the frame.
 */
final class TraceLine {
    private TraceLine() {}

    /**
     * {@code rules}: the rule set's name, written after the algorithm's; null for Bounce Lab's own (left out).
     * {@code description}: the frame in words, written after {@code out}; null leaves it out. {@code working}: the
     * working's words in the language asked for; null leaves the working out.
     */
    static void write(
            JsonWriter w,
            FrameTrace trace,
            @Nullable String rules,
            SimState end,
            @Nullable WorkingWords working,
            @Nullable String description) {
        Ball b = end.ball();
        w.beginObject()
                .name("frame")
                .value((long) trace.frame())
                .name("t")
                .value(Math.round(end.t() * 1e6) / 1e6)
                .name("algorithm")
                .value(trace.algorithm());
        if (rules != null) {
            w.name("rules").value(rules);
        }
        w.name("ball")
                .beginObject()
                .name("x")
                .value(b.x())
                .name("y")
                .value(b.y())
                .name("vx")
                .value(b.vx())
                .name("vy")
                .value(b.vy())
                .endObject();
        w.name("events").beginArray();
        for (TraceItem item : trace.items()) {
            if (item instanceof TraceEvent e) {
                w.beginObject()
                        .name("type")
                        .value(e.type())
                        .name("object")
                        .value(e.objectId())
                        .name("side")
                        .value(label(e.side()))
                        .name("x")
                        .value(e.at().x())
                        .name("y")
                        .value(e.at().y())
                        .name("toi")
                        .value(e.toi())
                        .endObject();
            }
        }
        w.endArray().name("broken").beginArray();
        for (TraceItem item : trace.items()) {
            if (item instanceof BrickBroken broken) {
                w.value(broken.objectId());
            }
        }
        w.endArray().name("phantoms").beginArray();
        for (TraceItem item : trace.items()) {
            if (item instanceof PhantomCorner p) {
                // swept's hit on a square corner the round ball never touches: how far short it fell
                w.beginObject()
                        .name("object")
                        .value(p.objectId())
                        .name("side")
                        .value(label(p.side()))
                        .name("x")
                        .value(p.point().x())
                        .name("y")
                        .value(p.point().y())
                        .name("distance")
                        .value(p.distance())
                        .name("radius")
                        .value(p.radius())
                        .endObject();
            }
        }
        w.endArray()
                .name("bricks")
                .value((long) end.bricks().size())
                .name("out")
                .value(end.out());
        if (description != null) {
            w.name("description").value(description);
        }
        if (working != null) {
            w.name("working").beginArray();
            Set<String> formulas = new HashSet<>();
            for (TraceItem item : trace.items()) {
                WorkingLines.appendWithHeading(w, working, item, formulas);
            }
            w.endArray();
        }
        w.endObject();
    }

    private static @Nullable String label(@Nullable Side side) {
        return side == null ? null : side.label();
    }
}
