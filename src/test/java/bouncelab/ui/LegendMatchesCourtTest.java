package bouncelab.ui;

import bouncelab.core.geometry.Vec2;
import bouncelab.io.prefs.Theme;
import bouncelab.ui.render.CourtColour;
import bouncelab.ui.window.MainWindow;
import javafx.geometry.Point2D;
import javafx.scene.Node;
import javafx.scene.image.WritableImage;
import javafx.scene.paint.Color;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The presentation bar's legend and the court agree: in every theme, the "ball" swatch is the colour the ball is
 * filled with and the "path A→B" swatch the colour of the path's start dot, read as pixels of the window at the
 * places the court's viewport puts them; and the two differ.
 */
@ExtendWith(ApplicationExtension.class)
class LegendMatchesCourtTest {
    private MainWindow window;

    @Start
    void start(Stage stage) {
        window = ShownWindow.on(stage);
    }

    @Test
    void theLegendsBallAndPathAreTheColoursTheCourtDrawsThemIn(FxRobot robot) {
        ShownWindow.fx(() -> window.model().jumpTo(1)); // a frame with a path: A where the ball was, B where it is
        ShownWindow.fxLaidOut(window::togglePresentation);
        Node ballSwatch = swatch(robot, CourtColour.BALL);
        Node pathSwatch = swatch(robot, CourtColour.PATH);
        for (Theme t : Theme.values()) {
            ShownWindow.fxLaidOut(() -> window.appearance().themeProperty().set(t));
            ShownWindow.fx(() -> window.court().redraw());
            WritableImage image =
                    ShownWindow.onFx(() -> window.root().getScene().snapshot(null));
            var trace = ShownWindow.onFx(() -> window.model().currentTrace());
            var v = ShownWindow.onFx(() -> window.court().viewport());
            double r = trace.before().radius();
            // the ball's disc at B, a little below its centre (clear of the path's arrow head and the centre mark)
            Vec2 b = trace.b();
            Color ballOnCourt = at(image, courtToScene(v.sx(b.x()), v.sy(b.y() + 0.6 * r)));
            Color pathOnCourt =
                    at(image, courtToScene(v.sx(trace.a().x()), v.sy(trace.a().y()))); // A's dot
            Color ballInLegend = at(image, centre(ballSwatch));
            Color pathInLegend = at(image, centre(pathSwatch));
            assertTrue(
                    close(ballOnCourt, ballInLegend),
                    t + ": ball " + ballOnCourt + " on the court, " + ballInLegend + " in the legend");
            assertTrue(
                    close(pathOnCourt, pathInLegend),
                    t + ": path " + pathOnCourt + " on the court, " + pathInLegend + " in the legend");
            assertTrue(!close(ballInLegend, pathInLegend), t + ": ball and path the same colour " + ballInLegend);
            // along A→B, outside the ball, the path's dashes show in the legend's colour (the path taken, drawn
            // along it until a bounce, once hid them)
            int seen = 0;
            Vec2 a = trace.a();
            double length = b.minus(a).length();
            for (int i = 0; i <= 60; i++) {
                double s = (length - 1.5 * r) * i / 60;
                Vec2 on = a.plus(b.minus(a).times(s / length));
                if (close(at(image, courtToScene(v.sx(on.x()), v.sy(on.y()))), pathInLegend)) {
                    seen++;
                }
            }
            assertTrue(seen >= 10, t + ": A→B in the legend's colour at only " + seen + " of 61 points");
        }
        ShownWindow.fxLaidOut(window::togglePresentation);
    }

    private static Node swatch(FxRobot robot, CourtColour colour) {
        return robot.lookup("#presentation-legend ." + colour.styleClass()).query();
    }

    private Point2D courtToScene(double x, double y) {
        return ShownWindow.onFx(() -> window.court().localToScene(x, y));
    }

    private static Point2D centre(Node n) {
        return ShownWindow.onFx(() -> {
            var b = n.localToScene(n.getBoundsInLocal());
            return new Point2D(b.getCenterX(), b.getCenterY());
        });
    }

    private static Color at(WritableImage image, Point2D p) {
        return image.getPixelReader().getColor((int) Math.floor(p.getX()), (int) Math.floor(p.getY()));
    }

    private static boolean close(Color a, Color b) {
        return Math.abs(a.getRed() - b.getRed()) < 0.03
                && Math.abs(a.getGreen() - b.getGreen()) < 0.03
                && Math.abs(a.getBlue() - b.getBlue()) < 0.03;
    }
}
