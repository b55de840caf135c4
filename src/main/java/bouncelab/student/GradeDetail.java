package bouncelab.student;

import bouncelab.io.json.JsonArray;
import bouncelab.io.json.JsonBool;
import bouncelab.io.json.JsonNumber;
import bouncelab.io.json.JsonObject;
import bouncelab.io.json.JsonReader;
import bouncelab.io.json.JsonString;
import bouncelab.io.json.JsonValue;
import bouncelab.io.json.JsonWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * What a class report needs of one file beyond its {@link GradeLine}: whom it is for, the code as the student wrote
 * it, the problems that stopped it compiling (at their lines), each worked example's mark, the first random cases
 * that disagreed, and whether the speed sweep ran to its end. The grading worker sends it on a line of its own before
 * the grade line, so the grade line's JSON, which scripts outside read, stays exactly as it is.
 *
 * @param examples    one per {@link Example#ALL}, in that order; empty when the file did not become a test
 * @param disagreeing the first {@value #KEPT} random cases on which the test did not agree with the exact one
 * @param swept       whether the speed sweep ran to its end ({@link ReportCard#swept}): a through speed of null is
 *                    "never" only then; false for a file that never became a test or whose grading was stopped
 */
public record GradeDetail(
        String student,
        String code,
        List<StudentProblem> problems,
        List<ExampleMark> examples,
        List<ReportCard.Disagreement> disagreeing,
        boolean swept) {

    /** How many disagreeing cases travel with the detail: enough to show a student, few enough to read. */
    public static final int KEPT = 12;

    public GradeDetail {
        problems = List.copyOf(problems);
        examples = List.copyOf(examples);
        disagreeing = List.copyOf(disagreeing.subList(0, Math.min(KEPT, disagreeing.size())));
    }

    /** A worked example's mark: right or not, the student's answer (null when their code failed: then why). */
    public record ExampleMark(
            String name,
            boolean passed,
            @Nullable Boolean answer,
            @Nullable String error) {}

    /** The detail of a file that never became a test. */
    public static GradeDetail notATest(String student, String code, List<StudentProblem> problems) {
        return new GradeDetail(student, code, problems, List.of(), List.of(), false);
    }

    public static GradeDetail of(String student, String code, ReportCard card) {
        return new GradeDetail(
                student,
                code,
                List.of(),
                marks(card.examples()),
                card.agreement().disagreeing(),
                card.swept());
    }

    private static List<ExampleMark> marks(List<ReportCard.ExampleResult> examples) {
        return examples.stream()
                .map(r -> new ExampleMark(r.example().name(), r.passed(), r.answer(), r.error()))
                .toList();
    }

    /** The detail of what a card found before its worker was stopped: the sweep never ended. */
    public static GradeDetail soFar(String student, String code, CardSoFar s) {
        return new GradeDetail(
                student,
                code,
                List.of(),
                marks(s.examples()),
                s.agreement() == null ? List.of() : s.agreement().disagreeing(),
                false);
    }

    /** One line of JSON. */
    public String toJson() {
        JsonWriter w = new JsonWriter().beginObject();
        w.name("student")
                .value(student)
                .name("code")
                .value(code)
                .name("problems")
                .beginArray();
        for (StudentProblem p : problems) {
            w.beginObject()
                    .name("line")
                    .value(p.line())
                    .name("plain")
                    .value(p.plain())
                    .name("detail")
                    .value(p.detail())
                    .endObject();
        }
        w.endArray().name("examples").beginArray();
        for (ExampleMark m : examples) {
            w.beginObject()
                    .name("name")
                    .value(m.name())
                    .name("passed")
                    .value(m.passed())
                    .name("answer");
            if (m.answer() == null) {
                w.nullValue();
            } else {
                w.value(m.answer());
            }
            w.name("error");
            if (m.error() == null) {
                w.nullValue();
            } else {
                w.value(m.error());
            }
            w.endObject();
        }
        w.endArray().name("disagreeing").beginArray();
        for (ReportCard.Disagreement d : disagreeing) {
            Probe p = d.probe();
            w.beginObject()
                    .name("x")
                    .value(p.centre().x())
                    .name("y")
                    .value(p.centre().y())
                    .name("d")
                    .value(p.diameter())
                    .name("px")
                    .value(p.paddle().x())
                    .name("py")
                    .value(p.paddle().y())
                    .name("w")
                    .value(p.paddle().width())
                    .name("h")
                    .value(p.paddle().height())
                    .name("exact")
                    .value(d.exact())
                    .name("answer");
            if (d.answer() == null) {
                w.nullValue();
            } else {
                w.value(d.answer());
            }
            w.endObject();
        }
        return w.endArray().name("swept").value(swept).endObject().toString();
    }

    /** Reads back {@link #toJson}; anything else throws. Without "swept", the sweep is not known to have finished. */
    public static GradeDetail fromJson(String json) {
        JsonObject o = (JsonObject) JsonReader.parse(json, "the grading worker's answer");
        List<StudentProblem> problems = new ArrayList<>();
        for (JsonValue v : array(o, "problems")) {
            JsonObject p = (JsonObject) v;
            problems.add(new StudentProblem((int) num(p, "line"), str(p, "plain"), str(p, "detail")));
        }
        List<ExampleMark> examples = new ArrayList<>();
        for (JsonValue v : array(o, "examples")) {
            JsonObject m = (JsonObject) v;
            examples.add(new ExampleMark(
                    text(m, "name"), ((JsonBool) given(m, "passed")).value(), bool(m, "answer"), str(m, "error")));
        }
        List<ReportCard.Disagreement> disagreeing = new ArrayList<>();
        for (JsonValue v : array(o, "disagreeing")) {
            JsonObject d = (JsonObject) v;
            disagreeing.add(new ReportCard.Disagreement(
                    Probe.of(
                            num(d, "x"),
                            num(d, "y"),
                            num(d, "d"),
                            num(d, "px"),
                            num(d, "py"),
                            num(d, "w"),
                            num(d, "h")),
                    ((JsonBool) given(d, "exact")).value(),
                    bool(d, "answer")));
        }
        return new GradeDetail(
                text(o, "student"),
                text(o, "code"),
                problems,
                examples,
                disagreeing,
                Boolean.TRUE.equals(bool(o, "swept")));
    }

    private static List<JsonValue> array(JsonObject o, String key) {
        return ((JsonArray) given(o, key)).items();
    }

    /** A value the worker always writes: missing, it is not the worker's answer, and reading it throws. */
    private static JsonValue given(JsonObject o, String key) {
        return Objects.requireNonNull(o.get(key), key);
    }

    /** A string the worker always writes. */
    private static String text(JsonObject o, String key) {
        return Objects.requireNonNull(str(o, key), key);
    }

    private static @Nullable String str(JsonObject o, String key) {
        return o.get(key) instanceof JsonString s ? s.value() : null;
    }

    private static double num(JsonObject o, String key) {
        return ((JsonNumber) given(o, key)).value();
    }

    private static @Nullable Boolean bool(JsonObject o, String key) {
        return o.get(key) instanceof JsonBool b ? b.value() : null;
    }
}
