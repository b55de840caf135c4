package bouncelab.ui.render;

import bouncelab.core.geometry.Rect;
import bouncelab.core.geometry.Vec2;

/**
 * Court pixels to canvas pixels: a scale and an offset. Immutable; zooming and panning make a new one.
 */
public record Viewport(double scale, double offsetX, double offsetY) {

    /** The viewport that fits a court of the given size into the canvas, with a margin, centred. */
    public static Viewport fit(double courtW, double courtH, double canvasW, double canvasH, double margin) {
        double s = Math.min((canvasW - 2 * margin) / courtW, (canvasH - 2 * margin) / courtH);
        if (!(s > 0) || !Double.isFinite(s)) {
            s = 1;
        }
        return new Viewport(s, (canvasW - courtW * s) / 2, (canvasH - courtH * s) / 2);
    }

    /** The viewport that shows the court rectangle {@code box} as large as the canvas allows. */
    public static Viewport fitBox(Rect box, double canvasW, double canvasH, double margin) {
        Viewport f = fit(Math.max(box.width(), 1), Math.max(box.height(), 1), canvasW, canvasH, margin);
        return new Viewport(f.scale, f.offsetX - box.x() * f.scale, f.offsetY - box.y() * f.scale);
    }

    public double sx(double x) {
        return offsetX + x * scale;
    }

    public double sy(double y) {
        return offsetY + y * scale;
    }

    public Vec2 toScreen(Vec2 p) {
        return new Vec2(sx(p.x()), sy(p.y()));
    }

    public Vec2 toCourt(double screenX, double screenY) {
        return new Vec2((screenX - offsetX) / scale, (screenY - offsetY) / scale);
    }

    /** Zoom by {@code factor} keeping the court point under (screenX, screenY) where it is. */
    public Viewport zoomAt(double factor, double screenX, double screenY) {
        double s = Math.max(0.05, Math.min(400, scale * factor));
        double k = s / scale;
        return new Viewport(s, screenX - (screenX - offsetX) * k, screenY - (screenY - offsetY) * k);
    }

    public Viewport panBy(double dx, double dy) {
        return new Viewport(scale, offsetX + dx, offsetY + dy);
    }
}
