package bouncelab.student;

/**
 * Processing's maths helpers, for float (as Processing has them) and for int and double, so the slides' hitPaddle
 * compiles unchanged: {@code pow(circleDistanceX - paddle.getPaddleWidth()/2, 2)} is a float, as in Processing. A
 * {@code .pde} test's class extends this one; a {@code .java} test gets these as static imports. Every method is
 * pure and quick, which is why student code may call them (see {@link AllowList}).
 *
 * <p>{@code print} and {@code println} are accepted so a sketch's debugging lines need not be removed, and print
 * nothing: a test runs thousands of times a second.
 */
public abstract class Processing {
    public static final float PI = (float) Math.PI;
    public static final float HALF_PI = (float) (Math.PI / 2);
    public static final float QUARTER_PI = (float) (Math.PI / 4);
    public static final float TWO_PI = (float) (2 * Math.PI);
    public static final float TAU = TWO_PI;

    protected Processing() {}

    public static int abs(int n) {
        return Math.abs(n);
    }

    public static float abs(float n) {
        return Math.abs(n);
    }

    public static double abs(double n) {
        return Math.abs(n);
    }

    public static float pow(float n, float e) {
        return (float) Math.pow(n, e);
    }

    public static double pow(double n, double e) {
        return Math.pow(n, e);
    }

    public static int sq(int n) {
        return n * n;
    }

    public static float sq(float n) {
        return n * n;
    }

    public static double sq(double n) {
        return n * n;
    }

    public static float sqrt(float n) {
        return (float) Math.sqrt(n);
    }

    public static double sqrt(double n) {
        return Math.sqrt(n);
    }

    public static int min(int a, int b) {
        return Math.min(a, b);
    }

    public static float min(float a, float b) {
        return Math.min(a, b);
    }

    public static double min(double a, double b) {
        return Math.min(a, b);
    }

    public static int min(int a, int b, int c) {
        return Math.min(a, Math.min(b, c));
    }

    public static float min(float a, float b, float c) {
        return Math.min(a, Math.min(b, c));
    }

    public static double min(double a, double b, double c) {
        return Math.min(a, Math.min(b, c));
    }

    public static int max(int a, int b) {
        return Math.max(a, b);
    }

    public static float max(float a, float b) {
        return Math.max(a, b);
    }

    public static double max(double a, double b) {
        return Math.max(a, b);
    }

    public static int max(int a, int b, int c) {
        return Math.max(a, Math.max(b, c));
    }

    public static float max(float a, float b, float c) {
        return Math.max(a, Math.max(b, c));
    }

    public static double max(double a, double b, double c) {
        return Math.max(a, Math.max(b, c));
    }

    /** The distance between (x1, y1) and (x2, y2). */
    public static float dist(float x1, float y1, float x2, float y2) {
        return (float) Math.hypot(x2 - x1, y2 - y1);
    }

    public static double dist(double x1, double y1, double x2, double y2) {
        return Math.hypot(x2 - x1, y2 - y1);
    }

    /** The length of the vector (x, y). */
    public static float mag(float x, float y) {
        return (float) Math.hypot(x, y);
    }

    public static double mag(double x, double y) {
        return Math.hypot(x, y);
    }

    public static int constrain(int v, int low, int high) {
        return v < low ? low : (v > high ? high : v);
    }

    public static float constrain(float v, float low, float high) {
        return v < low ? low : (v > high ? high : v);
    }

    public static double constrain(double v, double low, double high) {
        return v < low ? low : (v > high ? high : v);
    }

    public static float lerp(float start, float stop, float amt) {
        return start + (stop - start) * amt;
    }

    public static double lerp(double start, double stop, double amt) {
        return start + (stop - start) * amt;
    }

    public static float map(float v, float start1, float stop1, float start2, float stop2) {
        return start2 + (stop2 - start2) * ((v - start1) / (stop1 - start1));
    }

    public static double map(double v, double start1, double stop1, double start2, double stop2) {
        return start2 + (stop2 - start2) * ((v - start1) / (stop1 - start1));
    }

    public static int floor(float n) {
        return (int) Math.floor(n);
    }

    public static int floor(double n) {
        return (int) Math.floor(n);
    }

    public static int ceil(float n) {
        return (int) Math.ceil(n);
    }

    public static int ceil(double n) {
        return (int) Math.ceil(n);
    }

    public static int round(float n) {
        return Math.round(n);
    }

    public static long round(double n) {
        return Math.round(n);
    }

    public static float sin(float a) {
        return (float) Math.sin(a);
    }

    public static double sin(double a) {
        return Math.sin(a);
    }

    public static float cos(float a) {
        return (float) Math.cos(a);
    }

    public static double cos(double a) {
        return Math.cos(a);
    }

    public static float tan(float a) {
        return (float) Math.tan(a);
    }

    public static double tan(double a) {
        return Math.tan(a);
    }

    public static float atan2(float y, float x) {
        return (float) Math.atan2(y, x);
    }

    public static double atan2(double y, double x) {
        return Math.atan2(y, x);
    }

    public static float radians(float degrees) {
        return (float) Math.toRadians(degrees);
    }

    public static double radians(double degrees) {
        return Math.toRadians(degrees);
    }

    public static float degrees(float radians) {
        return (float) Math.toDegrees(radians);
    }

    public static double degrees(double radians) {
        return Math.toDegrees(radians);
    }

    /** Accepted and ignored: see the class comment. */
    public static void println(Object what) {}

    public static void println() {}

    public static void print(Object what) {}
}
