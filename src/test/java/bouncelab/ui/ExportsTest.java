package bouncelab.ui;

import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.trace.FrameTrace;
import bouncelab.core.trace.Tunnelled;
import bouncelab.lessons.worksheet.Paper;
import bouncelab.lessons.worksheet.SheetPicture;
import bouncelab.lessons.worksheet.Worksheet;
import bouncelab.ui.export.CourtPicture;
import bouncelab.ui.render.CourtColour;
import bouncelab.ui.render.Viewport;
import bouncelab.ui.window.MainWindow;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import javafx.scene.paint.Color;
import javafx.stage.Stage;
import javax.imageio.ImageIO;
import javax.imageio.ImageReader;
import javax.imageio.metadata.IIOMetadataNode;
import javax.imageio.stream.ImageInputStream;
import org.apache.pdfbox.contentstream.PDFStreamEngine;
import org.apache.pdfbox.contentstream.operator.Operator;
import org.apache.pdfbox.cos.COSBase;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.graphics.image.PDImageXObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** File → Export, headless: the files written open, at the right size, with what the run computed. */
@ExtendWith(ApplicationExtension.class)
class ExportsTest {
    private MainWindow window;

    @Start
    void start(Stage stage) {
        window = ShownWindow.on(stage);
    }

    private static <T> T fx(Callable<T> work) throws Exception {
        return WaitForAsyncUtils.asyncFx(work).get();
    }

    @Test
    void theFrameIsAPngOfTheWholeCourtFittedWhateverTheZoomWithACaption(@TempDir Path dir) throws Exception {
        Path png = dir.resolve("f.png");
        Viewport fitted = fx(() -> {
            window.model().setAlgorithm(AlgorithmId.SIMPLE);
            window.model().jumpTo(14);
            window.court().zoomToFit();
            return window.court().viewport();
        });
        fx(() -> {
            window.court().zoomBy(4); // zoomed in on screen: the picture still shows the whole court
            window.exports().frame(png);
            return null;
        });
        BufferedImage img = ImageIO.read(png.toFile());
        assertEquals((int) window.court().getWidth(), img.getWidth());
        assertEquals((int) window.court().getHeight() + CourtPicture.CAPTION_BAND, img.getHeight());
        // the tunnel is drawn in the picture where the fitted court has it
        var t = window.model().currentTrace().items(Tunnelled.class).get(0);
        var mid = t.firstTouch().lerp(t.lastTouch(), 0.5);
        int rgb = img.getRGB((int) Math.round(fitted.sx(mid.x())), (int) Math.round(fitted.sy(mid.y())));
        var tunnel = window.appearance().palette().get(CourtColour.TUNNEL);
        assertEquals((int) Math.round(tunnel.getRed() * 255), (rgb >> 16) & 0xff, 20);
        assertEquals((int) Math.round(tunnel.getGreen() * 255), (rgb >> 8) & 0xff, 20);
        // the margin is the window's, not transparent
        assertEquals(0xff, (img.getRGB(1, 1) >>> 24));
        // the caption says what it is, written in the band under the court
        String caption = fx(() -> window.exports().caption());
        assertTrue(caption.startsWith("a shot not saved to a file · simple · frame 14 · t = 0.233"), caption);
        BufferedImage band = img.getSubimage(
                0, img.getHeight() - CourtPicture.CAPTION_BAND, img.getWidth(), CourtPicture.CAPTION_BAND);
        assertTrue(count(band, window.appearance().palette().get(CourtColour.LABEL)) > 100, "the caption's letters");
        try (Stream<Path> files = Files.list(dir)) {
            assertEquals(List.of(png), files.toList(), "no temporary file left");
        }
    }

    @Test
    void aLessonsFrameIsCaptionedWithTheLesson() throws Exception {
        String caption = fx(() -> {
            window.lessons().open(window.lessons().find("06-tunnelling").orElseThrow());
            return window.exports().caption();
        });
        assertTrue(caption.startsWith("Lesson 6: Tunnelling · "), caption);
    }

    @Test
    void aRangeOfFramesIsNumberedPngsAndTheFrameShownIsKept(@TempDir Path dir) throws Exception {
        fx(() -> {
            window.model().jumpTo(30);
            return null;
        });
        List<Path> files = fx(() -> window.exports().frames(dir, "frame", 10, 14));
        assertEquals(
                List.of("frame-010.png", "frame-011.png", "frame-012.png", "frame-013.png", "frame-014.png"),
                files.stream().map(p -> p.getFileName().toString()).toList());
        byte[] previous = null;
        for (Path f : files) {
            BufferedImage img = ImageIO.read(f.toFile());
            assertEquals((int) window.court().getWidth(), img.getWidth());
            byte[] bytes = Files.readAllBytes(f);
            assertTrue(previous == null || !Arrays.equals(previous, bytes), "the ball moved: " + f);
            previous = bytes;
        }
        assertEquals(30, window.model().frame());
    }

    @Test
    void anAnimatedGifHasOnePictureAFrameEachShownAtLeastATenthOfASecond(@TempDir Path dir) throws Exception {
        Path gif = dir.resolve("shot.gif");
        fx(() -> {
            window.court().zoomBy(6); // a rally zoomed onto one corner came out mostly empty: frames are fitted
            window.exports().gif(gif, 0, 11);
            return null;
        });
        try (ImageInputStream in = ImageIO.createImageInputStream(gif.toFile())) {
            ImageReader reader = ImageIO.getImageReadersByFormatName("gif").next();
            reader.setInput(in);
            assertEquals(12, reader.getNumImages(true));
            assertEquals((int) window.court().getWidth(), reader.getWidth(0));
            assertEquals((int) window.court().getHeight() + CourtPicture.CAPTION_BAND, reader.getHeight(0));
            for (int i = 0; i < 12; i++) {
                IIOMetadataNode root =
                        (IIOMetadataNode) reader.getImageMetadata(i).getAsTree("javax_imageio_gif_image_1.0");
                var control = (IIOMetadataNode)
                        root.getElementsByTagName("GraphicControlExtension").item(0);
                // at 1× playback a frame is 1/60 s: a 12-frame GIF would be over in a fifth of a second
                assertEquals("10", control.getAttribute("delayTime"), "frame " + i);
            }
        }
    }

    @Test
    void theCsvHasARowForEveryEventOfTheRun(@TempDir Path dir) throws Exception {
        Path csv = dir.resolve("log.csv");
        fx(() -> {
            window.model().setAlgorithm(AlgorithmId.PYTHAGORAS);
            window.exports().csv(csv);
            return null;
        });
        List<String> lines = Files.readAllLines(csv);
        var tl = window.model().timeline();
        int rows = 0;
        List<String> events = new ArrayList<>();
        for (int f = 1; f <= tl.frames(); f++) {
            FrameTrace t = tl.trace(f);
            rows += Math.max(1, t.events().size());
            for (var e : t.events()) {
                events.add(f + "," + e.type());
            }
        }
        // one header line; the working has no line breaks, so lines are rows
        assertEquals(rows + 1, lines.size());
        assertEquals(List.of("14,tunnelled", "15,out"), events, "pythagoras lets the fast ball through");
        assertEquals(
                events,
                lines.stream()
                        .skip(1)
                        .map(l -> l.split(","))
                        .filter(c -> !c[3].isEmpty())
                        .map(c -> c[0] + "," + c[3])
                        .toList());
        assertTrue(lines.stream().skip(1).allMatch(l -> l.contains(",pythagoras,")));
    }

    private static int count(BufferedImage img, Color c) {
        int want = (0xff << 24)
                | ((int) Math.round(c.getRed() * 255) << 16)
                | ((int) Math.round(c.getGreen() * 255) << 8)
                | (int) Math.round(c.getBlue() * 255);
        int n = 0;
        for (int x = 0; x < img.getWidth(); x++) {
            for (int y = 0; y < img.getHeight(); y++) {
                n += img.getRGB(x, y) == want ? 1 : 0;
            }
        }
        return n;
    }

    @Test
    void theWorksheetIsHtmlWithAPictureForEachQuestion(@TempDir Path dir) throws Exception {
        Path html = dir.resolve("tunnelling.html");
        Worksheet w = fx(() -> {
            window.lessons().open(window.lessons().find("06-tunnelling").orElseThrow());
            return window.exports().worksheet(html);
        });
        String text = Files.readString(html);
        assertTrue(text.contains("<h1>Tunnelling</h1>"), text);
        assertEquals(2 * w.questions().size(), text.split("<img src=", -1).length - 1);
        var tunnel = fx(() -> window.appearance().palette().get(CourtColour.TUNNEL));
        for (var q : w.questions()) {
            for (String image : List.of(q.image(), q.answerImage())) {
                assertTrue(image.startsWith("tunnelling-frames/"), image);
                assertTrue(text.contains("<img src=\"" + image + "\""), image);
                BufferedImage img = ImageIO.read(dir.resolve(image).toFile());
                SheetPicture size = image.equals(q.image()) ? SheetPicture.QUESTION : SheetPicture.ANSWER;
                assertEquals(size.widthPx(), img.getWidth());
                assertEquals(size.heightPx(), img.getHeight());
            }
            // question 1's frame tunnels with pythagoras: the answer's picture shows it, the question's does not
            if (q.number() == 1) {
                assertEquals(0, count(ImageIO.read(dir.resolve(q.image()).toFile()), tunnel), "question 1");
                assertTrue(count(ImageIO.read(dir.resolve(q.answerImage()).toFile()), tunnel) > 30, "answer 1");
            }
        }
        // the window's own frame and theme are untouched
        assertEquals(window.lessons().current().openFrame(), window.model().frame());
    }

    @Test
    void fileExportWorksheetWritesOnePdfOfTheOpenLesson(@TempDir Path dir) throws Exception {
        Path pdf = dir.resolve("tunnelling.pdf");
        fx(() -> {
            window.lessons().open(window.lessons().find("06-tunnelling").orElseThrow());
            window.model().jumpTo(3);
            return window.exports().worksheet(pdf, Paper.A4);
        });
        try (var doc = PDDocument.load(pdf.toFile())) {
            assertTrue(doc.getNumberOfPages() <= 5, doc.getNumberOfPages() + " pages (Work it out takes one)");
            // the pictures inside the file: one beside each of the 4 questions and one with each answer (a picture
            // drawn twice is stored once: count what the pages draw)
            int pictures = 0;
            for (var page : doc.getPages()) {
                assertEquals(595, page.getMediaBox().getWidth(), 1, "A4");
                pictures += picturesDrawn(page);
                for (var name : page.getResources().getXObjectNames()) {
                    if (page.getResources().getXObject(name) instanceof PDImageXObject image) {
                        assertTrue(image.getWidth() >= 600, "drawn at full size: " + image.getWidth() + " px");
                    }
                }
            }
            assertEquals(8, pictures);
        }
        try (Stream<Path> files = Files.list(dir)) {
            assertEquals(List.of(pdf), files.toList());
        }
        assertEquals(3, window.model().frame(), "the window's own frame is untouched");
    }

    private static int picturesDrawn(PDPage page) throws IOException {
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
}
