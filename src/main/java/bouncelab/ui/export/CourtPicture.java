package bouncelab.ui.export;

import bouncelab.core.trace.Overlay;
import bouncelab.io.file.AtomicFile;
import bouncelab.io.image.PngBytes;
import bouncelab.lessons.worksheet.FrameRef;
import bouncelab.lessons.worksheet.QuestionLabels;
import bouncelab.ui.common.UiWords;
import bouncelab.ui.render.CanvasPen;
import bouncelab.ui.render.CourtColour;
import bouncelab.ui.render.CourtRenderer;
import bouncelab.ui.render.CourtScene;
import bouncelab.ui.render.Fonts;
import bouncelab.ui.render.Palette;
import bouncelab.ui.render.PointLabel;
import bouncelab.ui.render.Viewport;
import bouncelab.ui.session.PlaybackModel;
import bouncelab.ui.step.CourtView;
import bouncelab.words.Words;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Set;
import javafx.embed.swing.SwingFXUtils;
import javafx.geometry.VPos;
import javafx.scene.SnapshotParameters;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.image.Image;
import javafx.scene.image.WritableImage;
import javafx.scene.text.Font;
import org.jspecify.annotations.Nullable;

/**
 * A picture of the court alone at one frame, drawn off screen by the window's own court view and renderer: what a
 * worksheet shows beside each question. Draw on the FX thread.
 */
public final class CourtPicture {
    /** Pixels left around the court when it is fitted, as in the window. */
    static final double FIT_MARGIN = 24;
    /** The caption's type size: readable on a slide. */
    static final double CAPTION_PX = 15;
    /** The height of the band under a picture that holds its caption. */
    public static final int CAPTION_BAND = 30;

    private CourtPicture() {}

    /**
     * What to draw: the frame, the overlays on, the colours, the size, whether to zoom onto the frame's working,
     * and whether to show the court as the frame starts (the frame before it) rather than its working; the labels'
     * size against the standard ({@link CanvasPen#LABEL_PX}); and, for a question's picture, what it labels over
     * the court (null: only what the overlays label).
     */
    public record Request(
            FrameRef frame,
            Set<Overlay> overlays,
            Palette palette,
            int width,
            int height,
            boolean zoomToWorking,
            boolean atStart,
            double labelScale,
            @Nullable QuestionLabels labels,
            Locale language) {}

    /** The picture, on the FX thread: {@link #prepare}, then {@link #draw}. */
    public static WritableImage take(Request r) {
        return draw(prepare(r.frame()), r);
    }

    /**
     * The run a picture of {@code frame} shows, worked out up to that frame (nothing after it is drawn): on any
     * thread (the model is not yet shown anywhere), so that a heavy shot's simulation need not run on the FX thread.
     * Every picture of that frame can be drawn from it.
     */
    public static PlaybackModel prepare(FrameRef frame) {
        return PlaybackModel.atFrame(frame.scenario(), frame.algorithm(), frame.frame());
    }

    /** Draws a {@link #prepare}d run of the request's frame as asked: on the FX thread. */
    public static WritableImage draw(PlaybackModel model, Request r) {
        model.overlays().retainAll(r.overlays());
        model.overlays().addAll(r.overlays());
        model.jumpTo(r.frame().frame());
        CourtRenderer renderer = new CourtRenderer(r.palette());
        renderer.speak(Words.of(r.language())); // the working's labels in the sheet's language
        renderer.setLabelScale(r.labelScale());
        CourtView court = new CourtView(model, renderer);
        court.resize(r.width(), r.height());
        court.layout();
        if (r.zoomToWorking()) {
            court.zoomToWorking();
        }
        if (r.atStart()) {
            model.jumpTo(r.frame().frame() - 1); // the same view onto the court: the zoom stays where the working is
            court.redraw();
        }
        QuestionLabels labels = r.labels();
        if (labels != null) {
            court.addLayer((g, v) -> renderer.drawLabels(
                    g,
                    v,
                    r.width(),
                    r.height(),
                    model.scenario().court().bounds(),
                    model.currentState(),
                    labels.named(),
                    labels.ballText().stream()
                            .map(text -> new PointLabel(text, labels.ball(), labels.behindIsLeft()))
                            .toList()));
        }
        return snapshot(court, r.palette());
    }

    /**
     * The frame a court view shows, drawn fitted (the whole court, whatever the view's zoom) at {@code width} ×
     * {@code height}, in the view's overlays and the given colours.
     */
    public static WritableImage fitted(CourtView court, Palette palette, double width, double height) {
        CourtScene scene = court.scene();
        var c = scene.court();
        Canvas canvas = new Canvas(Math.max(1, width), Math.max(1, height));
        GraphicsContext g = canvas.getGraphicsContext2D();
        g.setFill(palette.get(CourtColour.MARGIN));
        g.fillRect(0, 0, canvas.getWidth(), canvas.getHeight());
        CourtRenderer fitted = new CourtRenderer(palette);
        fitted.speak(UiWords.words());
        fitted.draw(
                g,
                scene,
                Viewport.fit(c.width(), c.height(), canvas.getWidth(), canvas.getHeight(), FIT_MARGIN),
                canvas.getWidth(),
                canvas.getHeight());
        return canvas.snapshot(null, null);
    }

    /**
     * The picture with a caption under it (what is shown, the algorithm, the frame), in the theme's margin and label
     * colours, so that a picture taken out of the app still says what it is.
     */
    public static WritableImage captioned(Image picture, String caption, Palette palette) {
        double w = Math.max(1, picture.getWidth());
        Font font = Fonts.sans(CAPTION_PX);
        double band = CAPTION_BAND;
        Canvas canvas = new Canvas(w, picture.getHeight() + band);
        GraphicsContext g = canvas.getGraphicsContext2D();
        g.drawImage(picture, 0, 0);
        g.setFill(palette.get(CourtColour.MARGIN));
        g.fillRect(0, picture.getHeight(), w, band);
        g.setFill(palette.get(CourtColour.LABEL));
        g.setFont(font);
        g.setTextBaseline(VPos.CENTER);
        double x = 8;
        g.fillText(caption, x, picture.getHeight() + band / 2, w - 2 * x); // squeezed, never cut, on a narrow picture
        return canvas.snapshot(null, null);
    }

    /** The court view as drawn, with the margin around the court in the theme's colour rather than transparent. */
    public static WritableImage snapshot(CourtView court, Palette palette) {
        SnapshotParameters p = new SnapshotParameters();
        p.setFill(palette.get(CourtColour.MARGIN));
        return court.snapshot(p, null); // both canvases: the static layer under the moving one
    }

    /** Writes a picture as a PNG, atomically (encoded in memory first: {@link PngBytes}). */
    public static void writePng(Image image, Path out) throws IOException {
        byte[] png = PngBytes.of(SwingFXUtils.fromFXImage(image, null));
        AtomicFile.write(out, o -> o.write(png));
    }
}
