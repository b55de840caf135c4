package bouncelab.cli;

import bouncelab.io.json.JsonArray;
import bouncelab.io.json.JsonNumber;
import bouncelab.io.json.JsonObject;
import bouncelab.io.json.JsonParseException;
import bouncelab.io.json.JsonReader;
import bouncelab.io.json.JsonString;
import bouncelab.io.json.JsonValue;
import bouncelab.io.json.JsonWriter;
import bouncelab.io.refusal.Refusal;
import bouncelab.words.Words;
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
    private static final Set<String> BALL_AND_RECT = Set.of("test", "ball", "rect");
    private static final Set<String> SEGMENTS = Set.of("test", "segments");
    private static final Set<String> BALL_MOVE_RECT = Set.of("test", "ball", "move", "rect");

    private static final Refusal TESTS = Refusal.of("batch.tests");

    /** How the batch went: lines read, lines bad, and the first bad one (what is wrong with it, to be said). */
    record Outcome(
            int lines,
            int badLines,
            int firstBadLine,
            @Nullable Refusal firstError) {}

    /** The language of the answers' working; null: none. */
    private final @Nullable WorkingWords working;

    /** The language a bad line's error is said in ({@code --lang}). */
    private final Words words;

    private final StringBuilder sb = new StringBuilder(512);
    private final JsonWriter w = new JsonWriter(sb);

    BatchProbe(@Nullable WorkingWords working, Words words) {
        this.working = working;
        this.words = words;
    }

    Outcome run(BufferedReader in, LineSink out) throws IOException {
        int n = 0;
        int bad = 0;
        int firstBad = 0;
        @Nullable Refusal firstError = null;
        for (String line = line(in); line != null; line = line(in)) {
            n++;
            w.reset();
            try {
                if (tooLong) {
                    throw new BadInputException(Refusal.of("batch.tooLong", MAX_LINE));
                }
                answer(line);
            } catch (BadInputException | JsonParseException e) {
                Refusal error = e instanceof JsonParseException j
                        ? Refusal.of("batch.json", j.why(), j.column())
                        : ((BadInputException) e).refusal();
                if (bad++ == 0) {
                    firstBad = n;
                    firstError = error;
                }
                w.reset();
                w.beginObject()
                        .name("line")
                        .value((long) n)
                        .name("error")
                        .value(words.refusal(error))
                        .endObject();
            }
            out.line(sb);
            if (tooLong) {
                break; // what follows in it is not lines: /dev/zero had filled the memory, read as one line
            }
        }
        return new Outcome(n, bad, firstBad, firstError);
    }

    /** The longest line read: a probe's line is a few hundred characters. */
    static final int MAX_LINE = 65_536;

    /** The line last read ran past {@link #MAX_LINE}: only its start was kept. */
    private boolean tooLong;

    /** The next line without its end, null at the end of the input; its start only if {@link #tooLong}. */
    private @Nullable String line(BufferedReader in) throws IOException {
        tooLong = false;
        StringBuilder line = new StringBuilder();
        for (int c = in.read(); c != -1; c = in.read()) {
            if (c == '\n') {
                return strip(line);
            }
            if (line.length() == MAX_LINE) {
                tooLong = true;
                return line.toString();
            }
            line.append((char) c);
        }
        return line.length() == 0 ? null : strip(line);
    }

    private static String strip(StringBuilder line) {
        int end = line.length();
        return end > 0 && line.charAt(end - 1) == '\r' ? line.substring(0, end - 1) : line.toString();
    }

    /** Reads every argument before writing anything, so a bad line leaves nothing half-written. */
    private void answer(String line) {
        if (line.isBlank()) {
            throw new BadInputException(Refusal.of("batch.empty"));
        }
        if (!(JsonReader.parse(line, "stdin") instanceof JsonObject o)) {
            throw new BadInputException(Refusal.of("batch.notObject"));
        }
        if (!(o.get("test") instanceof JsonString test)) {
            throw new BadInputException(
                    Refusal.of(o.has("test") ? "batch.test.notString" : "batch.test.missing", TESTS));
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
                    throw new BadInputException(
                            Refusal.of(s == null ? "batch.segments.missing" : "batch.segments.notPair"));
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
            default -> throw new BadInputException(Refusal.of("batch.test.unknown", test.value(), TESTS));
        }
    }

    /** "an object", "a string": what a value is, in words. */
    private static Refusal kind(JsonValue v) {
        return Refusal.of("batch.kind", v.kind());
    }

    private static void fieldsOnly(JsonObject o, Set<String> allowed) {
        for (String key : o.keys()) {
            if (!allowed.contains(key)) {
                throw new BadInputException(Refusal.of(
                        "batch.unknownField",
                        key,
                        ((JsonString) Objects.requireNonNull(o.get("test"))).value(),
                        String.join(", ", allowed.stream().sorted().toList())));
            }
        }
    }

    private static double[] numbers(JsonObject o, String key, ProbeArg arg) {
        if (!o.has(key)) {
            throw arg.bad(ProbeArg.field(key), Refusal.of("batch.missing"));
        }
        return numbers(key, Objects.requireNonNull(o.get(key)), arg); // has(key), just asked
    }

    /** A JSON array of exactly the argument's count of numbers, checked as the options are. */
    private static double[] numbers(String key, JsonValue v, ProbeArg arg) {
        Refusal where = ProbeArg.field(key);
        if (!(v instanceof JsonArray a) || a.size() != arg.count()) {
            Refusal got = v instanceof JsonArray a ? Refusal.of("batch.arrayOf", a.size()) : kind(v);
            throw arg.bad(where, Refusal.of("batch.count", arg.count(), got));
        }
        double[] out = new double[a.size()];
        for (int i = 0; i < out.length; i++) {
            if (!(a.get(i) instanceof JsonNumber num)) {
                throw arg.bad(where, Refusal.of("batch.notNumber", arg.name(i), kind(a.get(i))));
            }
            out[i] = num.value();
        }
        return arg.check(where, out);
    }
}
