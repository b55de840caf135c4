package bouncelab.ui.vote;

import com.google.zxing.BarcodeFormat;
import com.google.zxing.EncodeHintType;
import com.google.zxing.WriterException;
import com.google.zxing.common.BitMatrix;
import com.google.zxing.qrcode.QRCodeWriter;
import com.google.zxing.qrcode.decoder.ErrorCorrectionLevel;
import java.util.Map;
import javafx.scene.image.PixelWriter;
import javafx.scene.image.WritableImage;
import javafx.scene.paint.Color;

/** A link as a QR code picture, black on white, whole pixels per module so a projector keeps its edges sharp. */
final class QrCode {
    private QrCode() {}

    /** The code for {@code text}, about {@code size} pixels square (a whole number of pixels per module). */
    static WritableImage of(String text, int size) {
        BitMatrix m;
        try {
            // M: a projected code is clean, and fewer modules make each one larger from the back row
            m = new QRCodeWriter()
                    .encode(
                            text,
                            BarcodeFormat.QR_CODE,
                            0,
                            0,
                            Map.of(EncodeHintType.MARGIN, 2, EncodeHintType.ERROR_CORRECTION, ErrorCorrectionLevel.M));
        } catch (WriterException e) {
            throw new IllegalArgumentException("cannot make a QR code of " + text, e);
        }
        int scale = Math.max(1, size / m.getWidth());
        WritableImage img = new WritableImage(m.getWidth() * scale, m.getHeight() * scale);
        PixelWriter px = img.getPixelWriter();
        for (int y = 0; y < m.getHeight(); y++) {
            for (int x = 0; x < m.getWidth(); x++) {
                Color c = m.get(x, y) ? Color.BLACK : Color.WHITE;
                for (int dy = 0; dy < scale; dy++) {
                    for (int dx = 0; dx < scale; dx++) {
                        px.setColor(x * scale + dx, y * scale + dy, c);
                    }
                }
            }
        }
        return img;
    }
}
