package bouncelab.cli;

import bouncelab.io.json.JsonArray;
import bouncelab.io.json.JsonBool;
import bouncelab.io.json.JsonNull;
import bouncelab.io.json.JsonNumber;
import bouncelab.io.json.JsonObject;
import bouncelab.io.json.JsonReader;
import bouncelab.io.json.JsonString;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

/** One in-process run of the command line: its exit status and what it wrote to standard output and error. */
record CliRun(int status, String out, String err) {

    static CliRun run(String... args) {
        return withInput("", args);
    }

    static CliRun withInput(String stdin, String... args) {
        return withInput(stdin.getBytes(StandardCharsets.UTF_8), args);
    }

    static CliRun withInput(byte[] stdin, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = BounceLabCli.run(args, new CliStreams(new ByteArrayInputStream(stdin), out, err));
        return new CliRun(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    List<String> lines() {
        return out.lines().toList();
    }

    /** Standard output as one JSON object (it must be exactly one line). */
    JsonObject json() {
        List<String> lines = lines();
        if (lines.size() != 1) {
            throw new AssertionError("expected one line of output but got " + lines.size() + ": " + out + err);
        }
        return (JsonObject) JsonReader.parse(lines.get(0), "stdout");
    }

    static JsonObject parse(String line) {
        return (JsonObject) JsonReader.parse(line, "stdout");
    }

    static double num(JsonObject o, String key) {
        if (!(o.get(key) instanceof JsonNumber n)) {
            throw new AssertionError("'" + key + "' is not a number in " + o);
        }
        return n.value();
    }

    static boolean bool(JsonObject o, String key) {
        if (!(o.get(key) instanceof JsonBool b)) {
            throw new AssertionError("'" + key + "' is not a boolean in " + o);
        }
        return b.value();
    }

    static String str(JsonObject o, String key) {
        if (!(o.get(key) instanceof JsonString s)) {
            throw new AssertionError("'" + key + "' is not a string in " + o);
        }
        return s.value();
    }

    static boolean isNull(JsonObject o, String key) {
        if (!o.has(key)) {
            throw new AssertionError("no '" + key + "' in " + o);
        }
        return o.get(key) instanceof JsonNull;
    }

    static List<String> strings(JsonObject o, String key) {
        return ((JsonArray) o.get(key))
                .items().stream().map(v -> ((JsonString) v).value()).toList();
    }
}
