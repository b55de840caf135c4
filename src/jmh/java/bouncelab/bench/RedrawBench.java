package bouncelab.bench;

import bouncelab.core.trace.FrameTrace;
import bouncelab.core.trace.Overlay;
import bouncelab.ui.session.PlaybackModel;
import bouncelab.ui.render.CourtRenderer;
import bouncelab.ui.render.Palette;
import bouncelab.ui.step.CourtView;
import javafx.application.Platform;
import javafx.scene.image.WritableImage;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import bouncelab.core.geometry.Vec2;

/**
 * The court view redrawing a 30 x 25 Breakout frame at 1920 x 1080 with every overlay on, headless (Monocle, the
 * software pipeline). Each call hops to the FX thread and back, which is counted too. {@code redraw} is a step to
 * another frame that broke nothing (the bricks' canvas is kept); {@code redrawBothLayers} moves the view, so the
 * bricks are drawn again; {@code redrawAndRasterise} adds a snapshot of the view, which makes the software
 * pipeline turn the drawing into pixels and copy all 1920 x 1080 of them back; {@code rasteriseOnly} is that
 * snapshot alone, to tell the copying from the drawing.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgsAppend = {"-Dglass.platform=Monocle", "-Dmonocle.platform=Headless", "-Dprism.order=sw",
        "-Djava.awt.headless=true"})
public class RedrawBench {
    private CourtView view;
    private PlaybackModel model;
    private WritableImage image;
    private boolean zoomIn;

    @Setup(Level.Trial)
    public void window() throws InterruptedException {
        Platform.startup(() -> { });
        onFx(() -> {
            model = new PlaybackModel(BenchShots.breakout(750, "slow", "grid").withBall(
                    BenchShots.breakout(750, "slow", "grid").ball().withVelocity(
                            new Vec2(1500, -2200))));
            for (Overlay o : Overlay.values()) {
                model.setOverlay(o, true);
            }
            model.jumpTo(busiestFrame(model));
            view = new CourtView(model, new CourtRenderer(Palette.standard()));
            view.resize(1920, 1080);
            view.layout();
            image = new WritableImage(1920, 1080);
        });
    }

    /** The frame with the most working to draw among the computed ones. */
    private static int busiestFrame(PlaybackModel m) {
        int best = 1;
        for (int f = 2; f <= PlaybackModel.HORIZON; f++) {
            FrameTrace t = m.timeline().trace(f);
            if (t.items().size() > m.timeline().trace(best).items().size()) {
                best = f;
            }
        }
        return best;
    }

    @TearDown(Level.Trial)
    public void close() {
        Platform.exit();
    }

    @Benchmark
    public void redraw() throws InterruptedException {
        onFx(view::redraw);
    }

    @Benchmark
    public void redrawBothLayers() throws InterruptedException {
        onFx(() -> {
            view.zoomBy(zoomIn ? 1.001 : 1 / 1.001); // a new viewport: the bricks' canvas is drawn again
            zoomIn = !zoomIn;
        });
    }

    @Benchmark
    public WritableImage redrawAndRasterise() throws InterruptedException {
        onFx(() -> {
            view.redraw();
            view.snapshot(null, image);
        });
        return image;
    }

    @Benchmark
    public WritableImage rasteriseOnly() throws InterruptedException {
        onFx(() -> view.snapshot(null, image));
        return image;
    }

    private static void onFx(Runnable r) throws InterruptedException {
        CountDownLatch done = new CountDownLatch(1);
        Platform.runLater(() -> {
            try {
                r.run();
            } finally {
                done.countDown();
            }
        });
        done.await();
    }
}
