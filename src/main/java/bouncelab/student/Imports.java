package bouncelab.student;

import bouncelab.words.Book;
import bouncelab.words.Words;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A student's import lines, read before javac sees the file. A .pde's methods are wrapped in a class, so an import
 * left where the student wrote it would sit inside that class and javac would speak of a missing bracket; and an
 * import that is never used leaves nothing in the class files for the safety check to refuse. So each import is
 * checked here against the {@link AllowList}, and a .pde's allowed ones are moved in front of the wrapper.
 */
final class Imports {
    private static final Pattern IMPORT =
            Pattern.compile("^\\s*import\\s+(static\\s+)?([\\p{javaJavaIdentifierPart}.]+?)(\\.\\*)?\\s*;\\s*(//.*)?$");

    /** One import: its line in the student's file, the name as written, static or not, ending in {@code .*}. */
    record Import(int line, String name, boolean isStatic, boolean wildcard) {
        /** "java.io.File", "java.util.*" — the import as the student wrote it. */
        String shown() {
            return name + (wildcard ? ".*" : "");
        }
    }

    private Imports() {}

    /** The import lines of a text, in order (outside block comments). */
    static List<Import> of(String text) {
        List<Import> found = new ArrayList<>();
        String[] lines = text.split("\n", -1);
        boolean inComment = false;
        for (int i = 0; i < lines.length; i++) {
            String l = lines[i];
            if (inComment) {
                inComment = !l.contains("*/");
                continue;
            }
            Matcher m = IMPORT.matcher(l);
            if (m.matches()) {
                found.add(new Import(i + 1, m.group(2), m.group(1) != null, m.group(3) != null));
            } else if (l.contains("/*") && !l.substring(l.indexOf("/*")).contains("*/")) {
                inComment = true;
            }
        }
        return found;
    }

    /** The imports a test may not have, each a problem at its line saying what it is; empty if all are fine. */
    static List<StudentProblem> refused(String text, Words words) {
        List<StudentProblem> problems = new ArrayList<>();
        for (Import i : of(text)) {
            String internal = i.name().replace('.', '/');
            boolean typeImport = i.isStatic() || !i.wildcard(); // static a.b.C.* names the class C
            boolean ok = typeImport ? AllowList.importable(internal) : AllowList.packageHasAllowed(internal);
            if (!ok) {
                String owner = typeImport ? internal : internal + "/X";
                String why = words.get(Book.GRADING, AllowList.why(owner));
                problems.add(
                        new StudentProblem(i.line(), words.format(Book.GRADING, "refused.import", i.shown(), why), ""));
            }
        }
        return problems;
    }

    /** The text with each import line blanked (the line stays, so every line keeps its number). */
    static String blanked(String text, List<Import> imports) {
        String[] lines = text.split("\n", -1);
        for (Import i : imports) {
            lines[i.line() - 1] = "";
        }
        return String.join("\n", lines);
    }

    /** The imports as one line of Java, to go in front of a .pde's wrapper. */
    static String oneLine(List<Import> imports) {
        StringBuilder sb = new StringBuilder();
        for (Import i : imports) {
            sb.append("import ")
                    .append(i.isStatic() ? "static " : "")
                    .append(i.shown())
                    .append("; ");
        }
        return sb.toString();
    }
}
