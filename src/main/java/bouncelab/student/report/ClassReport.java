package bouncelab.student.report;

import bouncelab.core.choice.AlgorithmId;
import bouncelab.io.file.AtomicFile;
import bouncelab.student.Graded;
import bouncelab.words.Words;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Writes a marked class into a folder: {@code marks.csv}, {@code feedback/STUDENT.pdf} for each file and
 * {@code class.pdf}, each through the atomic writer. Rows are sorted by the student's name as the report's language
 * sorts names, then by file; a name shared by several files is told apart ({@link StudentNames}).
 */
public final class ClassReport {
    /** The longest file name a student's feedback gets, before ".pdf": file systems allow 255 bytes. */
    static final int MAX_FILE_NAME = 80;

    private ClassReport() {}

    /** Writes the three parts; {@code graded} in any order. Returns the feedback files written, in row order. */
    public static List<Path> write(Path dir, List<Graded> graded) throws IOException {
        return write(dir, graded, Words.ENGLISH);
    }

    /**
     * The same, the report cards and the class page in {@code words}' language; marks.csv's columns and numbers are
     * data, the same in every language (its error cells are in the language the grade lines were written in).
     */
    public static List<Path> write(Path dir, List<Graded> graded, Words words) throws IOException {
        List<Graded> rows = StudentNames.distinctAndSorted(graded, words);
        Files.createDirectories(dir);
        AtomicFile.write(
                dir.resolve("marks.csv"), out -> out.write(MarksCsv.of(rows).getBytes(StandardCharsets.UTF_8)));
        Path feedback = dir.resolve("feedback");
        Files.createDirectories(feedback);
        Map<AlgorithmId, Double> articles = ArticleSpeeds.measure();
        List<Path> written = new ArrayList<>();
        Set<String> taken = new HashSet<>();
        for (Graded g : rows) {
            Path file = feedback.resolve(fileName(g.detail().student(), taken) + ".pdf");
            byte[] pdf = ReportPdf.render(FeedbackPage.html(g, articles, words));
            AtomicFile.write(file, out -> out.write(pdf));
            written.add(file);
        }
        byte[] whole = ReportPdf.render(ClassPage.html(rows, words));
        AtomicFile.write(dir.resolve("class.pdf"), out -> out.write(whole));
        return written;
    }

    /**
     * A name safe as a file name on any system: letters, digits, spaces, dots, dashes and underscores kept, anything
     * else as _, no leading dot; a second student of the same name gets " (2)".
     */
    static String fileName(String student, Set<String> taken) {
        String s = student.replaceAll("[^\\p{L}\\p{N} ._-]", "_").strip().replaceFirst("^\\.+", "_");
        if (s.length() > MAX_FILE_NAME) {
            s = s.substring(0, MAX_FILE_NAME).strip();
        }
        if (s.isEmpty() || s.matches("(?i)(con|prn|aux|nul|com\\d|lpt\\d)")) {
            s = "_" + s; // Windows keeps these names for devices
        }
        String name = s;
        for (int n = 2; !taken.add(name.toLowerCase(Locale.ROOT)); n++) {
            name = s + " (" + n + ")";
        }
        return name;
    }
}
