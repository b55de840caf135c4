package bouncelab.ui.export;

import bouncelab.lessons.Lesson;
import bouncelab.lessons.LessonLoader;
import bouncelab.lessons.worksheet.Paper;
import bouncelab.lessons.worksheet.Worksheet;
import bouncelab.lessons.worksheet.WorksheetQuestion;
import bouncelab.ui.render.CanvasPen;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javafx.stage.Stage;
import org.apache.pdfbox.contentstream.PDFStreamEngine;
import org.apache.pdfbox.contentstream.operator.DrawObject;
import org.apache.pdfbox.contentstream.operator.Operator;
import org.apache.pdfbox.contentstream.operator.state.Concatenate;
import org.apache.pdfbox.contentstream.operator.state.Restore;
import org.apache.pdfbox.contentstream.operator.state.Save;
import org.apache.pdfbox.contentstream.operator.state.SetGraphicsStateParameters;
import org.apache.pdfbox.contentstream.operator.state.SetMatrix;
import org.apache.pdfbox.cos.COSBase;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.graphics.image.PDImageXObject;
import org.apache.pdfbox.text.PDFTextStripper;
import org.apache.pdfbox.text.TextPosition;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * On paper every word of a worksheet is at least 8 pt: the PDF's text, and the labels drawn on its pictures. A
 * picture's labels are as large as the pixels the court was asked to draw them at (its request's label size) times
 * how large the PDF prints each pixel (the picture's drawn width over its width in pixels), read back with PDFBox.
 */
@ExtendWith(ApplicationExtension.class)
class WorksheetLabelSizeTest {
    private static final double SMALLEST_PT = 8;

    @Start
    void start(Stage stage) {
        // the toolkit only: the pictures are drawn off screen
    }

    @Test
    void everyLabelAndWordPrintsAtLeastEightPoints(@TempDir Path dir) throws Exception {
        for (String id : List.of("06-tunnelling", "13-broad-phase")) {
            Lesson lesson = (Lesson) LessonLoader.load(Path.of("lessons", id));
            Path pdf = dir.resolve(id + ".pdf");
            Worksheet sheet = WaitForAsyncUtils.asyncFx(() -> WorksheetFiles.write(lesson, pdf, Paper.A4))
                    .get();
            // each picture's width in pixels → the size, in pixels, its labels were drawn at
            var print = WaitForAsyncUtils.asyncFx(WorksheetFiles::printColours).get();
            Map<Integer, Double> labelPx = new HashMap<>();
            for (WorksheetQuestion q : sheet.questions()) {
                for (CourtPicture.Request r :
                        List.of(WorksheetFiles.question(q, print), WorksheetFiles.answer(lesson, q, print))) {
                    labelPx.put(r.width(), CanvasPen.LABEL_PX * r.labelScale());
                }
            }
            try (PDDocument doc = PDDocument.load(pdf.toFile())) {
                List<double[]> drawn = new ArrayList<>();
                for (PDPage page : doc.getPages()) {
                    drawn.addAll(pictures(page));
                }
                assertEquals(
                        2 * sheet.questions().size(), drawn.size(), id + ": a picture for each question and answer");
                for (double[] picture : drawn) {
                    int widthPx = (int) picture[1];
                    assertTrue(labelPx.containsKey(widthPx), id + ": a picture " + widthPx + " px wide");
                    double pt = labelPx.get(widthPx) * picture[0] / widthPx;
                    assertTrue(
                            pt >= SMALLEST_PT, id + ": labels of " + pt + " pt on a picture " + widthPx + " px wide");
                }
                double smallest = smallestText(doc);
                assertTrue(smallest >= SMALLEST_PT, id + ": text of " + smallest + " pt");
            }
        }
    }

    /** Each picture a page draws: its printed width in points and its width in pixels. */
    private static List<double[]> pictures(PDPage page) throws IOException {
        List<double[]> found = new ArrayList<>();
        PDFStreamEngine engine = new PDFStreamEngine() {
            @Override
            protected void processOperator(Operator op, List<COSBase> operands) throws IOException {
                if ("Do".equals(op.getName()) && getResources().isImageXObject((COSName) operands.get(0))) {
                    var image = (PDImageXObject) getResources().getXObject((COSName) operands.get(0));
                    // an image is drawn into the unit square: the matrix's x scale is its printed width
                    float printed =
                            getGraphicsState().getCurrentTransformationMatrix().getScalingFactorX();
                    found.add(new double[] {printed, image.getWidth()});
                }
                super.processOperator(op, operands);
            }
        };
        engine.addOperator(new Concatenate());
        engine.addOperator(new SetMatrix());
        engine.addOperator(new Save());
        engine.addOperator(new Restore());
        engine.addOperator(new SetGraphicsStateParameters());
        engine.addOperator(new DrawObject());
        engine.processPage(page);
        return found;
    }

    /** The smallest type on any page, in points as printed. */
    private static double smallestText(PDDocument doc) throws IOException {
        double[] smallest = {Double.MAX_VALUE};
        PDFTextStripper stripper = new PDFTextStripper() {
            @Override
            protected void processTextPosition(TextPosition text) {
                if (!text.getUnicode().isBlank()) {
                    // the size as printed: the font's size through the text matrix and the page's (not
                    // getFontSizeInPt, which rounds 8.5 down to 8 and 8 to 7)
                    smallest[0] = Math.min(smallest[0], text.getXScale());
                }
                super.processTextPosition(text);
            }
        };
        stripper.getText(doc);
        return smallest[0];
    }
}
