package bouncelab.core.broadphase;

import java.util.Random;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The grid's box test with the path's reciprocals worked out once answers as the divisions do, to the bit: on
 * random boxes and paths, and on paths that graze a box's corner or run along its edge, where the two ends of the
 * clipped span meet and a rounding either way would tell.
 */
class PathNearBoxReciprocalTest {

    @Test
    void theReciprocalsAnswerAsTheDivisionsDo() {
        Random rnd = new Random(19);
        int grazing = 0;
        for (int k = 0; k < 200_000; k++) {
            double scale = Math.pow(10, rnd.nextInt(7) - 2); // 0.01 px to 10,000 px
            double left = (rnd.nextDouble() - 0.5) * 100 * scale, top = (rnd.nextDouble() - 0.5) * 100 * scale;
            double right = left + rnd.nextDouble() * 10 * scale, bottom = top + rnd.nextDouble() * 10 * scale;
            double ax = (rnd.nextDouble() - 0.5) * 200 * scale, ay = (rnd.nextDouble() - 0.5) * 200 * scale;
            double bx, by;
            if (rnd.nextBoolean()) { // through a corner of the box, or a hair off it, and on past it
                double cx = rnd.nextBoolean() ? left : right, cy = rnd.nextBoolean() ? top : bottom;
                double hair = rnd.nextInt(3) == 0 ? 0 : (rnd.nextDouble() - 0.5) * 1e-12 * scale;
                double on = 1 + rnd.nextDouble() * 2;
                bx = ax + (cx - ax) * on + hair;
                by = ay + (cy - ay) * on - hair;
                grazing++;
            } else {
                bx = (rnd.nextDouble() - 0.5) * 200 * scale;
                by = (rnd.nextDouble() - 0.5) * 200 * scale;
            }
            if (bx == ax || by == ay) {
                continue;
            }
            double minX = Math.min(ax, bx), minY = Math.min(ay, by), maxX = Math.max(ax, bx), maxY = Math.max(ay, by);
            boolean divided =
                    PathNearBox.segmentMeetsBox(ax, ay, bx, by, minX, minY, maxX, maxY, left, top, right, bottom);
            boolean multiplied = PathNearBox.segmentMeetsBox(
                    ax, ay, bx, by, 1 / (bx - ax), 1 / (by - ay), minX, minY, maxX, maxY, left, top, right, bottom);
            double fax = ax, fay = ay, fbx = bx, fby = by, fl = left, ft = top, fr = right, fb = bottom;
            assertEquals(
                    divided,
                    multiplied,
                    () -> "path " + fax + "," + fay + " → " + fbx + "," + fby + " box " + fl + "," + ft + " – " + fr
                            + "," + fb);
        }
        assertEquals(true, grazing > 50_000);
    }
}
