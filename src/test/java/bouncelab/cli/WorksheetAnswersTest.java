package bouncelab.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Issue 31: a worksheet for the students without the answers, and the teacher's with them. */
class WorksheetAnswersTest {
    private static String text(Path pdf) throws IOException {
        try (PDDocument doc = PDDocument.load(pdf.toFile())) {
            return new PDFTextStripper().getText(doc).replaceAll("\\s+", " ");
        }
    }

    @Test
    void separateWritesTheStudentsCopyWithoutAnswersAndTheTeachersWithThem(@TempDir Path dir) throws IOException {
        Path pdf = dir.resolve("sheet.pdf");
        CliRun r =
                CliRun.run("worksheet", "--lesson", "06-tunnelling", "--out", pdf.toString(), "--answers", "separate");
        assertEquals(0, r.status(), r.err());
        Path teacher = dir.resolve("sheet-teacher.pdf");
        String students = text(pdf);
        String teachers = text(teacher);
        assertTrue(students.contains("Question 4"), students);
        assertFalse(students.contains("Answers"), "the students' copy gives nothing away: " + students);
        assertFalse(students.contains("ever looks between A and B"), "question 2's explanation: " + students);
        assertTrue(teachers.contains("Answers") && teachers.contains("ever looks between A and B"), teachers);
        assertTrue(r.out().contains("without the answers (the students' copy)"), r.out());
        assertTrue(r.out().contains(teacher + ": the teacher's copy, with the answers"), r.out());
    }

    @Test
    void noneWritesAPageWithNoAnswerPicturesBesideIt(@TempDir Path dir) throws IOException {
        Path html = dir.resolve("sheet.html");
        CliRun r = CliRun.run("worksheet", "--lesson", "06-tunnelling", "--out", html.toString(), "--answers", "none");
        assertEquals(0, r.status(), r.err());
        assertFalse(Files.readString(html).contains("Answers"));
        try (var pictures = Files.list(dir.resolve("sheet-frames"))) {
            assertEquals(4, pictures.count(), "the questions' pictures only: the working would give the answers");
        }
        assertEquals(
                html + ": 4 questions, 4 pictures, without the answers (the students' copy)",
                r.out().strip());
    }

    @Test
    void anotherWordIsRefusedInOneLine(@TempDir Path dir) {
        CliRun r = CliRun.run(
                "worksheet",
                "--lesson",
                "06-tunnelling",
                "--out",
                dir.resolve("x.pdf").toString(),
                "--answers",
                "maybe");
        assertEquals(2, r.status());
        assertEquals(
                "option '--answers': must be included, none or separate but is 'maybe'",
                r.err().strip());
    }
}
