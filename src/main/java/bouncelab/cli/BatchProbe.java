package bouncelab.cli;

import bouncelab.io.json.JsonArray;
import bouncelab.io.json.JsonNumber;
import bouncelab.io.json.JsonObject;
import bouncelab.io.json.JsonParseException;
import bouncelab.io.json.JsonReader;
import bouncelab.io.json.JsonString;
import bouncelab.io.json.JsonValue;
import bouncelab.io.json.JsonWriter;
import bouncelab.words.WorkingWords;
import java.io.BufferedReader;
import java.io.IOException;
import java.util.Objects;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * {@code probe --batch}: each line of JSON in answers one line out, in order, so line N of the answers belongs to
 * line N of the questions. A bad line gets {@code {"line":N,"error":"…"}} and the batch goes on. One builder is
 * reused for every answer, and working strings are only built when asked for.
 */
final class BatchProbe {
    private static final String TESTS = "simple, pythagoras, intercept, ball-intercept or intersection-centre";
    private static final Set<String> BALL_AND_RECT = Set.of("test", "ball", "rect");
    private static final Set<String> SEGMENTS = Set.of("test", "segments");
    private static final Set<String> BALL_MOVE_RECT = Set.of("test", "ball", "move", "rect");

    /** How the batch went: lines read, lines bad, and the first bad one. */
    record Outcome(
            int lines,
            int badLines,
            int firstBadLine,
            @Nullable String firstError) {}

    /** The language of the answers' working; null: none. */
    private final @Nullable WorkingWords working;

    private final StringBuilder sb = new StringBuilder(512);
    private final JsonWriter w = new JsonWriter(sb);

    BatchProbe(@Nullable WorkingWords working) {
        this.working = working;
    }

    Outcome run(BufferedReader in, LineSink out) throws IOException {
        int n = 0;
        int bad = 0;
        int firstBad = 0;
        @Nullable String firstError = null;
        for (String line = in.readLine(); line != null; line = in.readLine()) {
            n++;
            w.reset();
            try {
                answer(line);
            } catch (BadInputException | JsonParseException e) {
                String error = e instanceof JsonParseException j
                        ? j.problem() + " (column " + j.column() + ")"
                        : e.getMessage();
                if (bad++ == 0) {
                    firstBad = n;
                    firstError = error;
                }
                w.reset();
                w.beginObject()
                        .name("line")
                        .value((long) n)
                        .name("error")
                        .value(error)
                        .endObject();
            }
            out.line(sb);
        }
        return new Outcome(n, bad, firstBad, firstError);
    }

    /** Reads every argument before writing anything, so a bad line leaves nothing half-written. */
    private void answer(String line) {
        if (line.isBlank()) {
            throw new BadInputException("empty line; each line must be one JSON object");
        }
        if (!(JsonReader.parse(line, "stdin") instanceof JsonObject o)) {
            throw new BadInputException("expected a JSON object such as {\"test\":\"pythagoras\",...}");
        }
        if (!(o.get("test") instanceof JsonString test)) {
            throw new BadInputException(
                    "field 'test': " + (o.has("test") ? "must be a string" : "missing") + ", one of " + TESTS);
        }
        switch (test.value()) {
            case "simple", "pythagoras" -> {
                fieldsOnly(o, BALL_AND_RECT);
                double[] ball = numbers(o, "ball", ProbeArg.BALL_DIAMETER);
                double[] rect = numbers(o, "rect", ProbeArg.RECT_SIZE);
                if (test.value().equals("simple")) {
                    ProbeAnswers.simple(w, ball, rect, working);
                } else {
                    ProbeAnswers.pythagoras(w, ball, rect, working);
                }
            }
            case "intercept" -> {
                fieldsOnly(o, SEGMENTS);
                JsonValue s = o.get("segments");
                if (!(s instanceof JsonArray pair) || pair.size() != 2) {
                    throw new BadInputException("field 'segments': " + (s == null ? "missing" : "must be")
                            + " an array of two arrays, [[x1,y1,x2,y2],[x3,y3,x4,y4]] (the path, then the edge)");
                }
                double[] path = numbers("segments[0]", pair.get(0), ProbeArg.SEGMENT);
                double[] edge = numbers("segments[1]", pair.get(1), ProbeArg.SEGMENT);
                ProbeAnswers.intercept(w, path, edge, working);
            }
            case "ball-intercept" -> {
                fieldsOnly(o, BALL_MOVE_RECT);
                double[] ball = numbers(o, "ball", ProbeArg.BALL_RADIUS);
                double[] move = numbers(o, "move", ProbeArg.MOVE);
                double[] rect = numbers(o, "rect", ProbeArg.RECT_EDGES);
                ProbeAnswers.ballIntercept(w, ball, move, rect, working);
            }
            case "intersection-centre" -> {
                fieldsOnly(o, BALL_AND_RECT);
                double[] ball = numbers(o, "ball", ProbeArg.BALL_BOX);
                double[] rect = numbers(o, "rect", ProbeArg.RECT_SIZE);
                ProbeAnswers.intersectionCentre(w, ball, rect, working);
            }
            default ->
                throw new BadInputException("field 'test': unknown test '" + test.value() + "', one of " + TESTS);
        }
    }

    /** "an object", "a string". */
    private static String article(String kind) {
        return ("aeiou".indexOf(kind.charAt(0)) >= 0 ? "an " : "a ") + kind;
    }

    private static void fieldsOnly(JsonObject o, Set<String> allowed) {
        for (String key : o.keys()) {
            if (!allowed.contains(key)) {
                throw new BadInputException("unknown field '" + key + "'; a "
                        + ((JsonString) Objects.requireNonNull(o.get("test"))).value() + " line has "
                        + String.join(", ", allowed.stream().sorted().toList()));
            }
        }
    }

    private static double[] numbers(JsonObject o, String key, ProbeArg arg) {
        if (!o.has(key)) {
            throw arg.bad("field '" + key + "'", "missing");
        }
        return numbers(key, Objects.requireNonNull(o.get(key)), arg); // has(key), just asked
    }

    /** A JSON array of exactly the argument's count of numbers, checked as the options are. */
    private static double[] numbers(String key, JsonValue v, ProbeArg arg) {
        String where = "field '" + key + "'";
        if (!(v instanceof JsonArray a) || a.size() != arg.count()) {
            String got = v instanceof JsonArray a ? "an array of " + a.size() : article(v.kind());
            throw arg.bad(where, "expected an array of " + arg.count() + " numbers but got " + got);
        }
        double[] out = new double[a.size()];
        for (int i = 0; i < out.length; i++) {
            if (!(a.get(i) instanceof JsonNumber num)) {
                throw arg.bad(
                        where,
                        arg.name(i) + " must be a number but is "
                                + article(a.get(i).kind()));
            }
            out[i] = num.value();
        }
        return arg.check(where, out);
    }
}
