package bouncelab.ui.export;

import bouncelab.lessons.Lesson;
import bouncelab.lessons.LessonLoader;
import bouncelab.lessons.worksheet.Paper;
import bouncelab.lessons.worksheet.SheetPicture;
import bouncelab.lessons.worksheet.Worksheet;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import javafx.stage.Stage;
import org.apache.pdfbox.contentstream.PDFStreamEngine;
import org.apache.pdfbox.contentstream.operator.Operator;
import org.apache.pdfbox.cos.COSBase;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.graphics.image.PDImageXObject;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The worksheet as one PDF, read back with PDFBox: its page count and size, its pictures inside it, the answers on
 * pages of their own after the questions, and nothing beside it on the disk.
 */
@ExtendWith(ApplicationExtension.class)
class WorksheetPdfTest {
    /** A4 and Letter in points (1/72 in). */
    private static final float A4_W = 595.28f;

    private static final float A4_H = 841.89f;

    @Start
    void start(Stage stage) {
        // the toolkit only: the pictures are drawn off screen
    }

    private static Lesson lesson(String id) {
        return (Lesson) LessonLoader.load(Path.of("lessons", id));
    }

    private static Worksheet write(Lesson lesson, Path pdf, Paper paper) throws Exception {
        return WaitForAsyncUtils.asyncFx(() -> WorksheetFiles.write(lesson, pdf, paper))
                .get();
    }

    private static List<String> pageTexts(PDDocument doc) throws Exception {
        List<String> pages = new ArrayList<>();
        PDFTextStripper text = new PDFTextStripper();
        for (int p = 1; p <= doc.getNumberOfPages(); p++) {
            text.setStartPage(p);
            text.setEndPage(p);
            pages.add(text.getText(doc));
        }
        return pages;
    }

    /** The pictures drawn on a page (the same picture twice counts twice). */
    private static int images(PDPage page) throws Exception {
        int[] drawn = {0};
        new PDFStreamEngine() {
            @Override
            protected void processOperator(Operator op, List<COSBase> operands) throws IOException {
                if ("Do".equals(op.getName()) && getResources().isImageXObject((COSName) operands.get(0))) {
                    drawn[0]++;
                }
                super.processOperator(op, operands);
            }
        }.processPage(page);
        return drawn[0];
    }

    @Test
    void lessonSixIsOneA4PdfOfAtMostFourPagesWithItsPicturesInside(@TempDir Path dir) throws Exception {
        Path pdf = dir.resolve("tunnelling.pdf");
        Worksheet w = write(lesson("06-tunnelling"), pdf, Paper.A4);
        assertEquals(4, w.questions().size());
        try (Stream<Path> files = Files.list(dir)) {
            assertEquals(List.of(pdf), files.toList(), "self-contained: no folder of pictures, no temporary file");
        }
        try (PDDocument doc = PDDocument.load(pdf.toFile())) {
            int pages = doc.getNumberOfPages();
            assertTrue(pages >= 4 && pages <= 5, pages + " pages");
            for (PDPage page : doc.getPages()) {
                PDRectangle box = page.getMediaBox();
                assertEquals(A4_W, box.getWidth(), 1, "A4 wide");
                assertEquals(A4_H, box.getHeight(), 1, "A4 high");
            }
            List<String> text = pageTexts(doc);
            // two questions a page, with their pictures, then the answers with theirs
            assertTrue(text.get(0).contains("Question 1") && text.get(0).contains("Question 2"), text.get(0));
            assertFalse(text.get(0).contains("Question 3"), text.get(0));
            assertTrue(text.get(1).contains("Question 3") && text.get(1).contains("Question 4"), text.get(1));
            assertEquals(2, images(doc.getPage(0)));
            assertEquals(2, images(doc.getPage(1)));
            // then Work it out: each question's sums with their results blank, on a page of its own
            assertTrue(text.get(2).lines().anyMatch(l -> l.equals("Work it out")), text.get(2));
            assertEquals(0, images(doc.getPage(2)));
            int answers = 0;
            for (int p = 3; p < pages; p++) {
                assertFalse(text.get(p).contains("Question"), "the answers' pages hold only answers");
                answers += images(doc.getPage(p)); // the answers, then the sums filled in
            }
            assertTrue(text.get(3).lines().anyMatch(l -> l.equals("Answers")), text.get(3));
            assertEquals(4, answers, "each answer with its frame's working");
            assertTrue(text.get(3).contains("no, the ball goes through"), text.get(3));
            // the choices to tick and room to write; 'try this' rewritten for paper
            assertTrue(text.get(0).contains("Why? Write what you worked out"), text.get(0));
            assertTrue(
                    text.get(1).contains("switch to swept") && text.get(1).contains("(as in the picture)"),
                    text.get(1));
            for (String t : text) {
                assertFalse(t.contains("{{"), t);
                assertFalse(t.contains("#"), "a glyph the font lacks shows as #: " + t);
            }
            // every word in the app's own font, embedded: DejaVu Sans, its bold (the answers) and its oblique ('try
            // this'), and the mono of Work it out's sums and their results, nothing else
            Set<String> fonts = new TreeSet<>();
            for (PDPage page : doc.getPages()) {
                for (COSName name : page.getResources().getFontNames()) {
                    var font = page.getResources().getFont(name);
                    assertTrue(font.isEmbedded(), font.getName() + " is embedded");
                    fonts.add(font.getName().replaceFirst("^[A-Z]{6}\\+", "")); // without the subset's tag
                }
            }
            assertEquals(
                    new TreeSet<>(List.of(
                            "DejaVuSans",
                            "DejaVuSans-Bold",
                            "DejaVuSans-Oblique",
                            "DejaVuSansMono",
                            "DejaVuSansMono-Bold")),
                    fonts);
            // the pictures are the drawn frames, at full size, not placeholders
            for (PDPage page : doc.getPages()) {
                for (var name : page.getResources().getXObjectNames()) {
                    var image = (PDImageXObject) page.getResources().getXObject(name);
                    SheetPicture size = image.getWidth() == SheetPicture.QUESTION.widthPx()
                            ? SheetPicture.QUESTION
                            : SheetPicture.ANSWER;
                    assertEquals(size.widthPx(), image.getWidth());
                    assertEquals(size.heightPx(), image.getHeight());
                }
            }
        }
    }

    @Test
    void letterIsAnOption(@TempDir Path dir) throws Exception {
        Path pdf = dir.resolve("frame-loop.pdf");
        write(lesson("01-the-frame-loop"), pdf, Paper.LETTER);
        try (PDDocument doc = PDDocument.load(pdf.toFile())) {
            assertEquals(612, doc.getPage(0).getMediaBox().getWidth(), 1);
            assertEquals(792, doc.getPage(0).getMediaBox().getHeight(), 1);
            assertTrue(pageTexts(doc).get(doc.getNumberOfPages() - 1).lines().anyMatch(l -> l.equals("Answers")));
        }
    }

    @Test
    void htmlStaysAvailableByItsExtension(@TempDir Path dir) throws Exception {
        Path html = dir.resolve("tunnelling.html");
        Worksheet w = write(lesson("06-tunnelling"), html, Paper.A4);
        assertTrue(Files.readString(html).contains("<h1>Tunnelling</h1>"));
        try (Stream<Path> files = Files.list(dir.resolve("tunnelling-frames"))) {
            assertEquals(2 * w.questions().size(), files.count());
        }
    }
}
