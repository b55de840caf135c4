package bouncelab.core.simulation;

import bouncelab.core.algorithm.Obstacle;
import bouncelab.core.broadphase.PathNearBox;
import bouncelab.core.geometry.Contact;
import bouncelab.core.geometry.Rect;
import bouncelab.core.geometry.RoundedSweep;
import bouncelab.core.geometry.Segment;
import bouncelab.core.geometry.Vec2;
import bouncelab.core.scenario.Brick;
import bouncelab.core.trace.Tunnelled;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The continuous ground truth for a discrete frame: the exact path A→B of the ball's circle against every object.
 * An object the circle touched on the way, which the algorithm did not respond to and which the ball no longer
 * overlaps at B, was tunnelled through.
 */
final class TunnelCheck {
    private TunnelCheck() {}

    /**
     * The objects tunnelled through on A→B, paddles first, then bricks in list order. An object whose box, grown
     * by the radius and a hair, the path does not reach cannot have been touched ({@link PathNearBox}, as the
     * broad phases use it), so the exact test is spared for it.
     */
    static List<Tunnelled> find(
            Vec2 a, Vec2 b, double r, double dt, List<Obstacle> paddles, List<Brick> bricks, Set<String> responded) {
        List<Tunnelled> found = List.of();
        for (Obstacle o : paddles) {
            found = check(o.id(), o.rect(), a, b, r, dt, responded, found);
        }
        for (Brick brick : bricks) {
            found = check(brick.id(), brick.rect(), a, b, r, dt, responded, found);
        }
        return found;
    }

    private static List<Tunnelled> check(
            String id, Rect rect, Vec2 a, Vec2 b, double r, double dt, Set<String> responded, List<Tunnelled> found) {
        if (responded.contains(id)
                || rect.touchesCircle(b, r)
                || !PathNearBox.mayTouch(rect, r, a.x(), a.y(), b.x(), b.y())) {
            return found;
        }
        Optional<Contact> in = RoundedSweep.firstContact(new Segment(a, b), rect, r);
        if (in.isEmpty()) {
            return found;
        }
        Vec2 exit = RoundedSweep.firstContact(new Segment(b, a), rect, r)
                .map(Contact::point)
                .orElse(b);
        List<Tunnelled> more = found.isEmpty() ? new ArrayList<>() : found;
        more.add(new Tunnelled(
                id, in.get().side(), in.get().point(), exit, in.get().t() * dt));
        return more;
    }
}
