package bouncelab.ui.export;

import bouncelab.io.file.AtomicFile;
import bouncelab.lessons.worksheet.FrameRef;
import bouncelab.core.trace.Overlay;
import bouncelab.ui.step.PlaybackModel;
import bouncelab.ui.render.CourtRenderer;
import bouncelab.ui.render.CourtColour;
import bouncelab.ui.render.Palette;
import bouncelab.ui.step.CourtView;
import javafx.embed.swing.SwingFXUtils;
import javafx.scene.SnapshotParameters;
import javafx.scene.image.Image;
import javafx.scene.image.WritableImage;

import javax.imageio.ImageIO;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Set;

/**
 * A picture of the court alone at one frame, drawn off screen by the window's own court view and renderer: what a
 * worksheet shows beside each question. Call on the FX thread.
 */
public final class CourtPicture {
    private CourtPicture() {
    }

    /**
     * What to draw: the frame, the overlays on, the colours, the size, whether to zoom onto the frame's working,
     * and whether to show the court as the frame starts (the frame before it) rather than its working.
     */
    public record Request(FrameRef frame, Set<Overlay> overlays, Palette palette, int width, int height,
                          boolean zoomToWorking, boolean atStart) {
    }

    public static WritableImage take(Request r) {
        PlaybackModel model = new PlaybackModel(r.frame().scenario());
        model.setAlgorithm(r.frame().algorithm());
        model.overlays().retainAll(r.overlays());
        model.overlays().addAll(r.overlays());
        model.jumpTo(r.frame().frame());
        CourtView court = new CourtView(model, new CourtRenderer(r.palette()));
        court.resize(r.width(), r.height());
        court.layout();
        if (r.zoomToWorking()) {
            court.zoomToWorking();
        }
        if (r.atStart()) {
            model.jumpTo(r.frame().frame() - 1); // the same view onto the court: the zoom stays where the working is
            court.redraw();
        }
        return snapshot(court, r.palette());
    }

    /** The court view as drawn, with the margin around the court in the theme's colour rather than transparent. */
    public static WritableImage snapshot(CourtView court, Palette palette) {
        SnapshotParameters p = new SnapshotParameters();
        p.setFill(palette.get(CourtColour.MARGIN));
        return court.snapshot(p, null); // both canvases: the static layer under the moving one
    }

    /** Writes a picture as a PNG, atomically. */
    public static void writePng(Image image, Path out) throws IOException {
        var buffered = SwingFXUtils.fromFXImage(image, null);
        AtomicFile.write(out, o -> {
            if (!ImageIO.write(buffered, "png", o)) {
                throw new IOException("no PNG writer available");
            }
        });
    }
}
