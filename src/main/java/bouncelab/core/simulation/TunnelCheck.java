package bouncelab.core.simulation;

import bouncelab.core.algorithm.Obstacle;
import bouncelab.core.geometry.Contact;
import bouncelab.core.geometry.RoundedSweep;
import bouncelab.core.geometry.Segment;
import bouncelab.core.geometry.Vec2;
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
    private TunnelCheck() {
    }

    static List<Tunnelled> find(Vec2 a, Vec2 b, double r, double dt, List<Obstacle> obstacles, Set<String> responded) {
        List<Tunnelled> found = new ArrayList<>();
        Segment path = new Segment(a, b);
        for (Obstacle o : obstacles) {
            if (responded.contains(o.id()) || o.rect().touchesCircle(b, r)) {
                continue;
            }
            Optional<Contact> in = RoundedSweep.firstContact(path, o.rect(), r);
            if (in.isEmpty()) {
                continue;
            }
            Vec2 exit = RoundedSweep.firstContact(new Segment(b, a), o.rect(), r).map(Contact::point).orElse(b);
            found.add(new Tunnelled(o.id(), in.get().side(), in.get().point(), exit, in.get().t() * dt));
        }
        return found;
    }
}
