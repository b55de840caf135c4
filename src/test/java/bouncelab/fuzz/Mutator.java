package bouncelab.fuzz;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Breaks a text file the ways a classroom breaks files: cut short, a byte flipped or lost, a value of the wrong
 * type, a huge or tiny number, nesting thousands deep, odd Unicode (direction marks, zero width, a byte order
 * mark in the middle, NUL, lone surrogates, emoji), and paths that try to leave the lesson's folder. One to three
 * mutations a case; the result is bytes, so it need not be valid UTF-8.
 */
final class Mutator {
    static final List<String> HUGE = List.of(
            "1e308",
            "1e309",
            "-1e999",
            "123456789012345678901234567890",
            "0",
            "-0",
            "1e-400",
            "4.9e-324",
            "NaN",
            "Infinity",
            "-Infinity",
            "1e9",
            "1000000001",
            "2147483648",
            "-2147483649",
            "0.0000000000000000000001",
            "1.7976931348623157e308",
            "00",
            "01",
            "1.",
            ".5",
            "+1");
    static final List<String> WRONG = List.of(
            "\"ten\"", "[]", "{}", "null", "true", "false", "[1, 2]", "{\"x\": 1}", "\"\"", "\"left\"", "-1", "0");
    static final List<String> ODD = List.of(
            "\u202E",
            "\u200B",
            "\uFEFF",
            "\u0000",
            "\uD800",
            "\uDC00",
            "\uD83D\uDE00",
            "e\u0301",
            "\uFFFF",
            "\u0085",
            "\u2028",
            "\t",
            "\r",
            "\\u0000",
            "\\ud800",
            "\\uDFFF",
            "\\",
            "\"",
            "Ω≈ç√",
            "\u0007",
            "日本語");
    static final List<String> PATHS = List.of(
            "../../etc/passwd",
            "/etc/passwd",
            "file:///etc/passwd",
            "http://example.com/x.png",
            "..%2F..%2Foutside.png",
            "sub/../../outside.png",
            "../outside.png",
            "~/outside.png",
            "C:\\Windows\\win.ini",
            "\\\\server\\share\\x.png",
            "link.png",
            "./../outside.png",
            "outside.png/..",
            "..",
            "lesson.md",
            "scenario.json");
    private static final Pattern NUMBER = Pattern.compile("-?\\d+(\\.\\d+)?([eE][+-]?\\d+)?");
    private static final Pattern VALUE = Pattern.compile(":\\s*(-?\\d[^,}\\]\\s]*|\"[^\"]*\"|true|false|null)");

    private final Random random;

    Mutator(long seed) {
        random = new Random(seed);
    }

    /** One to three mutations of {@code text}, as bytes. */
    byte[] mutate(String text) {
        String s = text;
        int n = 1 + random.nextInt(3);
        byte[] bytes = null;
        for (int i = 0; i < n; i++) {
            int kind = random.nextInt(11);
            if (kind == 10) { // byte level: may leave text that is not UTF-8 at all
                bytes = flipBytes(s.getBytes(StandardCharsets.UTF_8));
                s = new String(bytes, StandardCharsets.UTF_8);
                continue;
            }
            bytes = null;
            s = switch (kind) {
                case 0 -> s.substring(0, random.nextInt(s.length() + 1));
                case 1 -> delete(s);
                case 2 -> replaceMatch(s, NUMBER, pick(HUGE));
                case 3 -> replaceValue(s, pick(WRONG));
                case 4 -> insert(s, nesting());
                case 5 -> insert(s, pick(ODD));
                case 6 -> insert(s, pick(PATHS));
                case 7 -> insert(s, "![picture](" + pick(PATHS) + ")\n");
                case 8 -> duplicate(s);
                default -> swapLines(s);
            };
        }
        return bytes != null ? bytes : s.getBytes(StandardCharsets.UTF_8);
    }

    private String pick(List<String> options) {
        return options.get(random.nextInt(options.size()));
    }

    private int at(String s) {
        return random.nextInt(s.length() + 1);
    }

    private String insert(String s, String what) {
        int p = at(s);
        return s.substring(0, p) + what + s.substring(p);
    }

    private String delete(String s) {
        int a = at(s);
        int b = Math.min(s.length(), a + 1 + random.nextInt(20));
        return s.substring(0, a) + s.substring(b);
    }

    private String duplicate(String s) {
        int a = at(s);
        int b = Math.min(s.length(), a + random.nextInt(200));
        return s.substring(0, b) + s.substring(a, b) + s.substring(b);
    }

    private String swapLines(String s) {
        String[] lines = s.split("\n", -1);
        if (lines.length < 2) {
            return s;
        }
        int i = random.nextInt(lines.length), j = random.nextInt(lines.length);
        String t = lines[i];
        lines[i] = lines[j];
        lines[j] = t;
        return String.join("\n", lines);
    }

    /** Thousands of brackets deep, the shape that overflows a recursive reader's stack. */
    private String nesting() {
        int depth = random.nextBoolean() ? 65 + random.nextInt(10) : 5_000 + random.nextInt(50_000);
        String open = random.nextBoolean() ? "[" : "{\"a\":";
        return open.repeat(depth) + (random.nextBoolean() ? "1" + (open.equals("[") ? "]" : "}").repeat(depth) : "");
    }

    /** The k-th match of the pattern, replaced; the text unchanged when there is none. */
    private String replaceMatch(String s, Pattern p, String with) {
        Matcher m = p.matcher(s);
        int count = 0;
        while (m.find()) {
            count++;
        }
        if (count == 0) {
            return s;
        }
        int k = random.nextInt(count);
        m.reset();
        for (int i = 0; i <= k; i++) {
            m.find();
        }
        return s.substring(0, m.start()) + with + s.substring(m.end());
    }

    private String replaceValue(String s, String with) {
        Matcher m = VALUE.matcher(s);
        int count = 0;
        while (m.find()) {
            count++;
        }
        if (count == 0) {
            return s;
        }
        int k = random.nextInt(count);
        m.reset();
        for (int i = 0; i <= k; i++) {
            m.find();
        }
        return s.substring(0, m.start(1)) + with + s.substring(m.end(1));
    }

    private byte[] flipBytes(byte[] b) {
        if (b.length == 0) {
            return new byte[] {(byte) random.nextInt(256)};
        }
        byte[] out = b.clone();
        for (int i = 1 + random.nextInt(3); i > 0; i--) {
            int p = random.nextInt(out.length);
            out[p] = random.nextBoolean() ? (byte) (out[p] ^ (1 << random.nextInt(8))) : (byte) random.nextInt(256);
        }
        return out;
    }
}
