package bouncelab.core.rules;

/**
 * Jake Gordon's collision helpers, re-made here from "Pong - Collision Detection" (2011) for the tests to run the
 * articles' own programs against the core: the segment intercept() with its ua and ub, and ballIntercept() against
 * a rectangle whose edges are pushed out by the ball's radius, the obvious side first. Written from the article's
 * text, not from the core.
 */
final class GordonArticle {
    private GordonArticle() {}

    /** A rectangle as the article's objects give it: left, top, right, bottom. */
    record Box(double left, double top, double right, double bottom) {
        static Box of(double x, double y, double width, double height) {
            return new Box(x, y, x + width, y + height);
        }
    }

    /** A point where the path meets an edge, and which side of the rectangle that edge is. */
    record Point(double x, double y, String d) {}

    static Point intercept(
            double x1, double y1, double x2, double y2, double x3, double y3, double x4, double y4, String d) {
        double denom = ((y4 - y3) * (x2 - x1)) - ((x4 - x3) * (y2 - y1));
        if (denom != 0) {
            double ua = (((x4 - x3) * (y1 - y3)) - ((y4 - y3) * (x1 - x3))) / denom;
            if (ua >= 0 && ua <= 1) {
                double ub = (((x2 - x1) * (y1 - y3)) - ((y2 - y1) * (x1 - x3))) / denom;
                if (ub >= 0 && ub <= 1) {
                    return new Point(x1 + ua * (x2 - x1), y1 + ua * (y2 - y1), d);
                }
            }
        }
        return null;
    }

    static Point ballIntercept(double x, double y, double radius, Box rect, double nx, double ny) {
        Point pt = null;
        if (nx < 0) {
            pt = intercept(
                    x,
                    y,
                    x + nx,
                    y + ny,
                    rect.right() + radius,
                    rect.top() - radius,
                    rect.right() + radius,
                    rect.bottom() + radius,
                    "right");
        } else if (nx > 0) {
            pt = intercept(
                    x,
                    y,
                    x + nx,
                    y + ny,
                    rect.left() - radius,
                    rect.top() - radius,
                    rect.left() - radius,
                    rect.bottom() + radius,
                    "left");
        }
        if (pt == null) {
            if (ny < 0) {
                pt = intercept(
                        x,
                        y,
                        x + nx,
                        y + ny,
                        rect.left() - radius,
                        rect.bottom() + radius,
                        rect.right() + radius,
                        rect.bottom() + radius,
                        "bottom");
            } else if (ny > 0) {
                pt = intercept(
                        x,
                        y,
                        x + nx,
                        y + ny,
                        rect.left() - radius,
                        rect.top() - radius,
                        rect.right() + radius,
                        rect.top() - radius,
                        "top");
            }
        }
        return pt;
    }

    static double magnitude(double x, double y) {
        return Math.sqrt(x * x + y * y);
    }
}
