package bouncelab.words;

import bouncelab.core.geometry.Side;
import bouncelab.core.geometry.Vec2;
import bouncelab.core.scenario.Ball;
import bouncelab.core.scenario.Court;
import bouncelab.core.scenario.Paddle;
import bouncelab.core.trace.Bounce;
import bouncelab.core.trace.BounceLimit;
import bouncelab.core.trace.BrickBroken;
import bouncelab.core.trace.FrameTrace;
import bouncelab.core.trace.Out;
import bouncelab.core.trace.PythagorasTest;
import bouncelab.core.trace.TraceItem;
import bouncelab.core.trace.Tunnelled;
import com.ibm.icu.text.ListFormatter;
import com.ibm.icu.text.MessageFormat;
import com.ibm.icu.util.ULocale;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * One frame told in plain sentences, for a student who listens rather than looks: how the ball moved, then what
 * happened (a bounce and the test that saw it, a tunnel and the test that missed it, several bounces, the ball
 * out, bricks broken, or nothing). Every fact comes from the frame's {@link FrameTrace}; every word from the
 * {@link Book#DESCRIPTION} bundle, whose messages take named arguments ({@code {object}}) and choose their words
 * with select and plural; numbers are put in as the working writes them ({@link Words#number}). The court's
 * accessible text, the top of the Step view's working and {@code trace --describe} all say what this returns.
 */
public final class FrameDescriber {
    /** Less than this (px) is no movement along an axis: a path along x stays "from x = … to …". */
    private static final double STILL = 1e-9;
    /** Within 22.5° of an axis a direction is that axis alone; between, it is a diagonal. */
    private static final double DIAGONAL = Math.tan(Math.toRadians(22.5));

    private final Words words;
    private final ULocale locale;
    private final Set<String> paddleIds;

    /** {@code paddles}: the shot's paddles, so that an object is called a paddle or a brick. */
    public FrameDescriber(Words words, Collection<Paddle> paddles) {
        this.words = words;
        this.locale = ULocale.forLocale(words.locale());
        this.paddleIds = Set.copyOf(paddles.stream().map(Paddle::id).toList());
    }

    /** Frame 0: where the ball waits and where it is about to go. */
    public String start(Ball ball) {
        Map<String, Object> a = args();
        a.put("x", words.number(ball.x()));
        a.put("y", words.number(ball.y()));
        a.put("dir", direction(ball.velocity()));
        a.put("speed", words.number(ball.velocity().length()));
        return format("start", a);
    }

    /** The frame in one sentence about the movement and one (or a few) about what happened. */
    public String describe(FrameTrace t) {
        List<String> sentences = new ArrayList<>();
        sentences.add(movement(t));
        List<Bounce> bounces = t.items(Bounce.class);
        if (bounces.size() == 1) {
            sentences.add(bounce(t, bounces.get(0)));
        } else if (bounces.size() > 1) {
            sentences.add(several(bounces));
        }
        for (Tunnelled tunnel : t.items(Tunnelled.class)) {
            sentences.add(tunnel(t, tunnel));
        }
        List<String> broken = t.items(BrickBroken.class).stream()
                .map(b -> quoted(b.objectId()))
                .toList();
        if (!broken.isEmpty()) {
            Map<String, Object> a = args();
            a.put("count", broken.size());
            a.put("bricks", list(broken));
            sentences.add(format("broken", a));
        }
        for (BounceLimit limit : t.items(BounceLimit.class)) {
            Map<String, Object> a = args();
            a.put("bounces", limit.bounces());
            sentences.add(format("limit", a));
        }
        for (Out out : t.items(Out.class)) {
            Map<String, Object> a = args();
            a.put("side", out.side().label());
            sentences.add(format("out", a));
        }
        if (sentences.size() == 1) {
            sentences.add(format("nothing", args()));
        }
        return String.join(" ", sentences);
    }

    private String movement(FrameTrace t) {
        List<Vec2> path = t.path();
        Vec2 from = path.get(0);
        Vec2 to = path.get(path.size() - 1);
        double distance = 0;
        Vec2 firstLeg = null;
        for (int i = 1; i < path.size(); i++) {
            Vec2 leg = path.get(i).minus(path.get(i - 1));
            distance += leg.length();
            if (firstLeg == null && leg.length() > STILL) {
                firstLeg = leg;
            }
        }
        Map<String, Object> a = args();
        a.put("frame", Integer.toString(t.frame()));
        if (firstLeg == null) {
            a.put("x", words.number(to.x()));
            a.put("y", words.number(to.y()));
            return format("stayed", a);
        }
        a.put("distance", words.number(distance));
        a.put("dir", direction(firstLeg));
        a.put("x1", words.number(from.x()));
        a.put("y1", words.number(from.y()));
        a.put("x2", words.number(to.x()));
        a.put("y2", words.number(to.y()));
        if (!t.items(Bounce.class).isEmpty()) {
            return format("travelled", a);
        }
        Vec2 d = to.minus(from);
        a.put("axis", Math.abs(d.y()) <= STILL ? "x" : Math.abs(d.x()) <= STILL ? "y" : "both");
        return format("moved", a);
    }

    private String bounce(FrameTrace t, Bounce b) {
        Map<String, Object> a = args();
        a.put("x", words.number(b.at().x()));
        a.put("y", words.number(b.at().y()));
        Side wall = wallSide(b.objectId());
        if (wall != null) {
            a.put("side", wall.label());
            return format("bouncedWall", a);
        }
        a.put("kind", kind(b.objectId()));
        a.put("object", b.objectId());
        if (b.side() == null) {
            return format("hitNoFace", a);
        }
        a.put("side", b.side().label());
        TraceItem test = testOf(t, b, true);
        a.put("test", test == null ? "none" : test.kind());
        a.put(
                "by",
                test instanceof PythagorasTest p
                        ? (p.cornerDecided() ? "corner" : Integer.toString(p.decidedBy()))
                        : "none");
        return format("bounced", a);
    }

    private String several(List<Bounce> bounces) {
        List<String> hits = new ArrayList<>();
        for (Bounce b : bounces) {
            Map<String, Object> a = args();
            Side wall = wallSide(b.objectId());
            a.put("kind", wall != null ? "wall" : kind(b.objectId()));
            a.put("side", wall != null ? wall.label() : "none");
            a.put("object", b.objectId());
            hits.add(format("hit", a));
        }
        Map<String, Object> a = args();
        a.put("count", bounces.size());
        a.put("hits", list(hits));
        return format("several", a);
    }

    private String tunnel(FrameTrace t, Tunnelled tunnel) {
        Map<String, Object> a = args();
        a.put("kind", kind(tunnel.objectId()));
        a.put("object", tunnel.objectId());
        TraceItem test = testOf(t, tunnel, false);
        a.put("test", test == null ? "none" : test.kind());
        return format("tunnelled", a);
    }

    /**
     * The test that looked at the event's object before the event: the last item about it that makes checks (a box,
     * Pythagoras, overlap, edge, corner test or the student's call), a deciding one for a bounce. Null when none did
     * (the broad phase passed the object by).
     */
    private static @Nullable TraceItem testOf(FrameTrace t, TraceItem event, boolean deciding) {
        String id = Objects.requireNonNull(event.objectId(), "a bounce or tunnelling names its object");
        @Nullable TraceItem found = null;
        for (TraceItem item : t.items()) {
            if (item == event) {
                break;
            }
            if (id.equals(item.objectId())
                    && item.traceKind().maxChecks() > 0
                    && (!deciding || item.traceKind().isDecisive(item))) {
                found = item;
            }
        }
        return found;
    }

    private String kind(String id) {
        return paddleIds.contains(id) ? "paddle" : "brick";
    }

    private String quoted(String id) {
        Map<String, Object> a = args();
        a.put("object", id);
        return format("brick", a);
    }

    private static @Nullable Side wallSide(String id) {
        if (!Court.isWallId(id)) {
            return null;
        }
        for (Side s : Side.values()) {
            if (Court.wallId(s).equals(id)) {
                return s;
            }
        }
        return null;
    }

    /** The way a velocity or a leg points, as the bundle's select names it (y grows downwards on the court). */
    static String direction(Vec2 v) {
        double ax = Math.abs(v.x()), ay = Math.abs(v.y());
        if (ax <= STILL && ay <= STILL) {
            return "none";
        }
        String horizontal = v.x() > 0 ? "right" : "left";
        String vertical = v.y() > 0 ? "down" : "up";
        if (ay <= ax * DIAGONAL) {
            return horizontal;
        }
        if (ax <= ay * DIAGONAL) {
            return vertical;
        }
        return vertical + Character.toUpperCase(horizontal.charAt(0)) + horizontal.substring(1);
    }

    private String format(String key, Map<String, Object> args) {
        return new MessageFormat(words.pattern(Book.DESCRIPTION, key), locale).format(args);
    }

    /** Items joined as the language joins a list ("a, b and c"). */
    private String list(List<String> items) {
        return ListFormatter.getInstance(locale).format(items);
    }

    private static Map<String, Object> args() {
        return new LinkedHashMap<>();
    }
}
