package bouncelab.ui.sweep;

import bouncelab.core.sweep.SweepResult;
import bouncelab.io.csv.SweepCsv;
import bouncelab.io.file.AtomicFile;
import bouncelab.io.image.PngBytes;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import javafx.embed.swing.SwingFXUtils;
import javafx.scene.Node;
import javafx.scene.SnapshotParameters;
import javafx.scene.image.WritableImage;

/** Writes the sweep's table as CSV (the command line's bytes) and a node, the chart, as a PNG. */
final class SweepExport {
    private SweepExport() {}

    static void csv(SweepResult result, Path file) throws IOException {
        write(file, SweepCsv.write(result).getBytes(StandardCharsets.UTF_8));
    }

    /** A picture of the node as it is on screen, at its size. Call on the FX thread. */
    static void png(Node node, Path file) throws IOException {
        WritableImage image = node.snapshot(new SnapshotParameters(), null);
        BufferedImage argb =
                new BufferedImage((int) image.getWidth(), (int) image.getHeight(), BufferedImage.TYPE_INT_ARGB);
        SwingFXUtils.fromFXImage(image, argb);
        write(file, PngBytes.of(argb));
    }

    private static void write(Path file, byte[] bytes) throws IOException {
        AtomicFile.write(file, out -> out.write(bytes)); // never half a file, and readable by others
    }
}
