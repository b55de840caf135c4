package bouncelab.core.geometry;

/**
 * Where a path A + t·d first enters a circle (centre C, radius r), worked out as a student would: |A + t·d − C| = r
 * squared is the quadratic a·t² + b·t + c = 0 with a = d·d, b = 2(A − C)·d, c = (A − C)·(A − C) − r². Its smaller
 * root {@code root} is where the path enters; {@code t} is that root when it counts (a real root, in [0, 1], the
 * path moving towards the centre, b &lt; 0), NaN otherwise. Kept whole so the working can show each number.
 */
public record CircleEntry(double a, double b, double c, double disc, double root, double t) {

    /** The quadratic for the path from {@code from} along {@code d} against the circle ({@code centre}, r). */
    public static CircleEntry of(Vec2 from, Vec2 d, Vec2 centre, double r) {
        Vec2 f = from.minus(centre);
        double qa = d.dot(d);
        double qb = 2 * f.dot(d);
        double qc = f.dot(f) - r * r;
        double disc = qb * qb - 4 * qa * qc;
        if (qa == 0 || disc < 0) {
            return new CircleEntry(qa, qb, qc, disc, Double.NaN, Double.NaN);
        }
        double root = (-qb - Math.sqrt(disc)) / (2 * qa);
        boolean counts = root >= 0 && root <= 1 && qb < 0; // not behind, not beyond this frame, not moving away
        return new CircleEntry(qa, qb, qc, disc, root, counts ? root : Double.NaN);
    }
}
