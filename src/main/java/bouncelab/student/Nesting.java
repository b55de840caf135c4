package bouncelab.student;

/**
 * How deeply a student's brackets ( [ { sit inside each other, line by line, outside comments and quoted text:
 * enough to refuse nesting that would crash javac's parser, and to name the line where javac did crash.
 */
final class Nesting {
    /** Below this depth a crash is not put down to brackets: the longest line is the likelier culprit. */
    private static final int NOTABLE = 20;

    private Nesting() {}

    /** The line (from 1) on which the brackets first go more than {@code max} deep; 0 if they never do. */
    static int tooDeep(String text, int max) {
        int[] deepest = depths(text);
        for (int i = 0; i < deepest.length; i++) {
            if (deepest[i] > max) {
                return i + 1;
            }
        }
        return 0;
    }

    /** The line most likely to have overflowed javac: the deepest brackets, or else the longest line. */
    static int deepestLine(String text) {
        int[] deepest = depths(text);
        int best = 0;
        for (int i = 1; i < deepest.length; i++) {
            if (deepest[i] > deepest[best]) {
                best = i;
            }
        }
        if (deepest.length > 0 && deepest[best] >= NOTABLE) {
            return best + 1;
        }
        String[] lines = text.split("\n", -1);
        best = 0;
        for (int i = 1; i < lines.length; i++) {
            if (lines[i].strip().length() > lines[best].strip().length()) {
                best = i;
            }
        }
        return best + 1;
    }

    /** For each line, the deepest its brackets go on it. */
    private static int[] depths(String text) {
        int lines = 1;
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) == '\n') {
                lines++;
            }
        }
        int[] deepest = new int[lines];
        int line = 0;
        int depth = 0;
        int i = 0;
        int n = text.length();
        while (i < n) {
            char c = text.charAt(i);
            if (c == '\n') {
                line++;
                i++;
            } else if (c == '/' && i + 1 < n && text.charAt(i + 1) == '/') {
                while (i < n && text.charAt(i) != '\n') {
                    i++;
                }
            } else if (c == '/' && i + 1 < n && text.charAt(i + 1) == '*') {
                i += 2;
                while (i < n && !(text.charAt(i) == '*' && i + 1 < n && text.charAt(i + 1) == '/')) {
                    line += text.charAt(i) == '\n' ? 1 : 0;
                    i++;
                }
                i += 2;
            } else if (c == '"' && text.startsWith("\"\"\"", i)) {
                int end = text.indexOf("\"\"\"", i + 3);
                end = end < 0 ? n : end + 3;
                for (int j = i; j < end; j++) {
                    line += text.charAt(j) == '\n' ? 1 : 0;
                }
                i = end;
            } else if (c == '"' || c == '\'') {
                i++;
                while (i < n && text.charAt(i) != c && text.charAt(i) != '\n') {
                    i += text.charAt(i) == '\\' ? 2 : 1;
                }
                if (i < n && text.charAt(i) == c) {
                    i++;
                }
            } else {
                if (c == '(' || c == '[' || c == '{') {
                    depth++;
                    deepest[line] = Math.max(deepest[line], depth);
                } else if ((c == ')' || c == ']' || c == '}') && depth > 0) {
                    depth--;
                }
                i++;
            }
        }
        return deepest;
    }
}
