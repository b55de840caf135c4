package bouncelab.ui.render;

import bouncelab.core.broadphase.LiveBricks;
import bouncelab.core.geometry.Corner;
import bouncelab.core.geometry.Rect;
import bouncelab.core.geometry.Vec2;
import bouncelab.core.scenario.Court;
import bouncelab.core.trace.BounceLimit;
import bouncelab.core.trace.BoxTest;
import bouncelab.core.trace.BroadPhaseStats;
import bouncelab.core.trace.ChosenHit;
import bouncelab.core.trace.CornerTest;
import bouncelab.core.trace.EdgeTest;
import bouncelab.core.trace.FrameTrace;
import bouncelab.core.trace.HitPaddleCall;
import bouncelab.core.trace.Num;
import bouncelab.core.trace.Out;
import bouncelab.core.trace.OverlapTest;
import bouncelab.core.trace.Overlay;
import bouncelab.core.trace.PhantomCorner;
import bouncelab.core.trace.PythagorasTest;
import bouncelab.core.trace.TraceItem;
import bouncelab.core.trace.TraceKind;
import bouncelab.core.trace.TraceKinds;
import bouncelab.core.trace.Tunnelled;
import bouncelab.words.Book;
import bouncelab.words.Words;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * The overlays of one frame's trace, each drawn only when it is switched on. Which items an overlay draws, each
 * kind's record says ({@link TraceKind#overlays()}); how they look, and in which order the overlays are laid, is
 * decided here.
 */
final class TraceLayers {
    private static final double[] DASHED = {8, 6};
    private static final double[] DOTTED = {2, 5};

    /** The trace's layers from the bottom up: the order they are drawn in when several are on. */
    static final List<Overlay> LAYERS = List.of(
            Overlay.BROAD_PHASE,
            Overlay.EXPANDED_EDGES,
            Overlay.BOXES,
            Overlay.OVERLAP,
            Overlay.PATH,
            Overlay.PYTHAGORAS,
            Overlay.INTERCEPTS,
            Overlay.TUNNEL,
            Overlay.PHANTOMS);

    private final Pen pen;
    private final CourtScene s;
    private final FrameTrace t;
    private final Palette p;
    private final boolean labels;
    private final Words words;

    TraceLayers(Pen pen, Palette p, CourtScene s, FrameTrace t, Words words) {
        this.pen = pen;
        this.s = s;
        this.t = t;
        this.p = p;
        this.labels = s.on(Overlay.LABELS);
        this.words = words;
    }

    /** A label's words (Window.properties, "court.*"), with its numbers already written. */
    private String say(String key, Object... args) {
        return words.format(Book.WINDOW, "court." + key, args);
    }

    /** A number as the working writes it, with the language's decimal mark. */
    private String num(String written) {
        return words.decimalMark(written);
    }

    void draw() {
        for (Overlay o : LAYERS) {
            if (s.on(o)) {
                layer(o);
            }
        }
        for (TraceKind<?> k : TraceKinds.drawnAlways()) {
            for (TraceItem i : t.items(k.type())) {
                item(i, null);
            }
        }
    }

    /**
     * One overlay: what it draws of the frame as a whole, then every item of each kind whose record says this
     * overlay draws it ({@link TraceKind#overlays()}).
     */
    private void layer(Overlay o) {
        if (o == Overlay.PATH) {
            path();
        } else if (o == Overlay.EXPANDED_EDGES) {
            expandedObjects();
        }
        for (TraceKind<?> k : TraceKinds.drawnOn(o)) {
            for (TraceItem i : t.items(k.type())) {
                item(i, o);
            }
        }
    }

    /** How one item is drawn on the overlay {@code o}, or (null) whatever overlays are on. */
    private void item(TraceItem i, @Nullable Overlay o) {
        if (i instanceof BroadPhaseStats b) {
            broadPhase(b);
        } else if (i instanceof EdgeTest e) {
            if (o == Overlay.INTERCEPTS) {
                intercept(e);
            } else {
                testedEdge(e);
            }
        } else if (i instanceof CornerTest c) {
            testedCorner(c);
        } else if (i instanceof BoxTest b) {
            box(b);
        } else if (i instanceof HitPaddleCall c) {
            hitPaddleCall(c);
        } else if (i instanceof OverlapTest v) {
            overlap(v);
        } else if (i instanceof PythagorasTest q) {
            pythagoras(q);
        } else if (i instanceof ChosenHit h) {
            chosenHit(h);
        } else if (i instanceof Tunnelled tu) {
            tunnel(tu);
        } else if (i instanceof PhantomCorner ph) {
            phantom(ph);
        } else if (i instanceof Out out) {
            out(out);
        } else if (i instanceof BounceLimit b) {
            bounceLimit(b);
        } else {
            throw new IllegalStateException(
                    "the " + i.kind() + " kind says " + (o == null ? "it is always drawn" : o.id() + " draws it")
                            + ", but the court has no drawing for it");
        }
    }

    private boolean inPass(TraceItem item) {
        return s.pass() == 0 || item.pass() == 0 || item.pass() == s.pass();
    }

    /** Each object the algorithm looked at, grown by the ball's radius. */
    private void expandedObjects() {
        double r = t.before().radius();
        Set<String> ids = new LinkedHashSet<>();
        for (TraceItem i : t.items()) {
            if (i.objectId() != null && !(i instanceof Out)) {
                ids.add(i.objectId());
            }
        }
        s.before().paddles().forEach(pd -> ids.add(pd.id()));
        for (String id : ids) {
            rectOf(id).ifPresent(rect -> {
                if (s.roundedCorners()) {
                    pen.strokeRoundRect(rect, r, p.get(CourtColour.EXPANDED), 1.5, DASHED);
                } else {
                    pen.strokeRect(rect.expandedBy(r), p.get(CourtColour.EXPANDED), 1.5, DASHED);
                }
            });
        }
    }

    /** An expanded edge the swept test tried: thick when it was hit. */
    private void testedEdge(EdgeTest e) {
        if (!inPass(e) || (Court.isWallId(e.objectId()) && !e.accepted())) {
            return; // a wall that was tested and missed is a line across the whole court: noise
        }
        var edge = e.intercept().edge();
        pen.line(
                edge.a(), edge.b(), p.get(CourtColour.TESTED_EDGE), e.accepted() ? 4 : 2, e.accepted() ? null : DASHED);
    }

    /** A rounded corner swept-exact hit: its circle. */
    private void testedCorner(CornerTest c) {
        if (inPass(c) && c.accepted()) {
            pen.strokeCircle(c.cornerPoint(), c.radius(), p.get(CourtColour.TESTED_EDGE), 3);
        }
    }

    private void out(Out o) {
        pen.cross(o.at(), p.get(CourtColour.TUNNEL), 8);
        if (labels) {
            pen.label(say("out", o.side().label()), o.at(), 12, -16);
        }
    }

    private void bounceLimit(BounceLimit b) {
        pen.label(say("bounceLimit", String.valueOf(b.bounces())), b.at(), 12, 18);
    }

    /** A paddle's or brick's rectangle: bricks by their id index, not a search through 750 of them. */
    private Optional<Rect> rectOf(String id) {
        var paddle =
                s.before().paddles().stream().filter(pd -> pd.id().equals(id)).findFirst();
        if (paddle.isPresent()) {
            return Optional.of(paddle.get().rect());
        }
        return LiveBricks.of(s.before().bricks()).find(id).map(b -> b.rect());
    }

    /** The grid cells the path walked, faintly filled, and what the broad phase saved over brute force. */
    private void broadPhase(BroadPhaseStats b) {
        for (Rect cell : b.cells()) {
            pen.fillRect(cell, p.get(CourtColour.PATH, 0.10)); // the path's colour, faint: the cells belong to the path
            pen.strokeRect(cell, p.get(CourtColour.PATH, 0.6), 1, DOTTED);
        }
        if (labels) {
            String text = b.method().equals("grid")
                    ? say(
                            "grid",
                            b.cellsVisited(),
                            String.valueOf(b.candidates()),
                            String.valueOf(b.bruteForce()),
                            String.valueOf(b.tested()))
                    : say("bruteForce", String.valueOf(b.candidates()), String.valueOf(b.tested()));
            pen.label(text, t.a(), 12, 40);
        }
    }

    private void path() {
        Vec2 a = t.a();
        Vec2 b = t.b();
        double r = t.before().radius();
        pen.strokeCircle(b, r, p.get(CourtColour.GHOST), 2, DASHED);
        List<Vec2> path = t.path();
        int last = s.pass() > 0 ? Math.min(s.pass(), path.size() - 1) : path.size() - 1;
        for (int i = 0; i < last; i++) {
            pen.line(path.get(i), path.get(i + 1), p.get(CourtColour.RESOLVED), 3, null);
        }
        for (int i = 1; i < last; i++) {
            pen.dot(path.get(i), p.get(CourtColour.RESOLVED), 4);
        }
        // over the path taken, which runs along it until the first bounce: the legend's A→B is seen, not hidden
        pen.arrow(a, b, p.get(CourtColour.PATH), 2, DASHED);
        pen.dot(a, p.get(CourtColour.PATH), 3);
        if (labels) {
            pen.label("A", a, -22, -14);
            pen.label("B", b, 10, -14);
        }
    }

    /** Where the path crosses a tested edge. */
    private void intercept(EdgeTest e) {
        Vec2 at = e.intercept().point();
        if (!inPass(e) || !e.intercept().hit() || at == null) {
            return;
        }
        pen.dot(at, p.get(CourtColour.INTERCEPT), e.accepted() ? 5 : 3);
        if (labels && !e.accepted()) {
            pen.label(
                    say(
                            "grazes",
                            e.side() == null ? "" : e.side().label(),
                            num(Num.fmt(e.intercept().ua()))),
                    at,
                    10,
                    16);
        }
    }

    /** The closest hit of a pass, the one the swept step acted on. */
    private void chosenHit(ChosenHit h) {
        if (!inPass(h)) {
            return;
        }
        pen.dot(h.point(), p.get(CourtColour.CHOSEN), 6);
        if (labels) {
            // a rounded corner's root is called t, an edge's ua
            String text = h.corner() != null
                    ? say(
                            "chosen.corner",
                            String.valueOf(h.pass()),
                            h.objectId(),
                            h.corner().name().toLowerCase(Locale.ROOT),
                            num(h.uaShown()),
                            num(Num.seconds(h.toi())),
                            num(Num.seconds(h.timeLeft())))
                    : say(
                            "chosen.edge",
                            String.valueOf(h.pass()),
                            h.objectId(),
                            h.side().label(),
                            num(h.uaShown()),
                            num(Num.seconds(h.toi())),
                            num(Num.seconds(h.timeLeft())));
            pen.label(text, h.point(), 12, -16 - 22 * ((h.pass() - 1) % 3));
        }
    }

    private void box(BoxTest b) {
        Rect ballBox = Rect.aroundCircle(b.ballCentre(), b.diameter() / 2);
        pen.strokeRect(ballBox, p.get(CourtColour.BOX), 2, DASHED);
        if (b.hit()) {
            pen.fillRect(ballBox, p.get(CourtColour.BOX, 0.25));
            pen.strokeRect(b.rect(), p.get(CourtColour.BOX), 2);
        }
        if (labels && b.hit()) {
            pen.label(say("boxesOverlap"), b.ballCentre(), 14, 22);
        }
    }

    /** A student's hitPaddle: only what it was given (the ball's box) and its answer are known. */
    private void hitPaddleCall(HitPaddleCall c) {
        Rect ballBox = Rect.aroundCircle(c.ballCentre(), c.diameter() / 2);
        pen.strokeRect(ballBox, p.get(CourtColour.BOX), 1.5, DASHED);
        if (c.hit()) {
            pen.strokeRect(c.rect(), p.get(CourtColour.BOX), 2);
        }
        if (labels) {
            pen.label(say("hitPaddle", String.valueOf(c.hit())), c.ballCentre(), 14, 22);
        }
    }

    private void overlap(OverlapTest o) {
        pen.strokeRect(o.ballBox(), p.get(CourtColour.BOX), 1.5, DASHED);
        Rect overlap = o.overlap();
        Vec2 centre = o.overlapCentre();
        if (overlap == null || centre == null) { // not hit
            return;
        }
        pen.fillRect(overlap, p.get(CourtColour.OVERLAP, 0.7));
        pen.strokeRect(overlap, p.get(CourtColour.OVERLAP).darker(), 1.5);
        pen.line(o.ballCentre(), centre, p.get(CourtColour.LABEL), 1.5, null);
        pen.dot(centre, p.get(CourtColour.TUNNEL), 4);
        pen.dot(o.ballCentre(), p.get(CourtColour.COURT), 4);
        if (labels) {
            pen.label(say("overlapCentre"), centre, 10, 18);
        }
    }

    private void pythagoras(PythagorasTest q) {
        Vec2 c = q.rect().centre();
        Vec2 ball = q.ballCentre();
        Vec2 elbow = new Vec2(ball.x(), c.y());
        var colour = p.get(CourtColour.PYTHAGORAS);
        pen.dot(c, colour, 3);
        pen.line(c, elbow, colour, 2, null);
        pen.line(elbow, ball, colour, 2, DOTTED);
        if (labels) {
            pen.label("circleDistanceX = " + num(Num.fmt(q.circleDistanceX())), c.lerp(elbow, 0.5), -40, 14);
            pen.label("circleDistanceY = " + num(Num.fmt(q.circleDistanceY())), elbow.lerp(ball, 0.5), 8, 0);
        }
        if (q.cornerDecided()) {
            Vec2 corner = Corner.nearest(q.rect(), ball).of(q.rect());
            pen.line(ball, corner, colour, 3, null);
            pen.strokeCircle(ball, q.diameter() / 2, colour, 1.5, DOTTED);
            if (labels) {
                // the slides' cornerDistance is a squared distance: the label says so, beside radius²
                pen.label(
                        say(
                                "cornerDistance",
                                num(Num.fmt(q.cornerDistance())),
                                String.valueOf(q.hit()),
                                num(Num.fmt(q.radiusSquared()))),
                        ball.lerp(corner, 0.5),
                        12,
                        24);
            }
        }
    }

    private void tunnel(Tunnelled tu) {
        rectOf(tu.objectId()).ifPresent(r -> pen.strokeRect(r, p.get(CourtColour.TUNNEL), 4));
        pen.line(tu.firstTouch(), tu.lastTouch(), p.get(CourtColour.TUNNEL), 6, null);
        pen.dot(tu.firstTouch(), p.get(CourtColour.TUNNEL), 5);
        if (labels) {
            pen.label(say("tunnelled", tu.objectId(), num(Num.seconds(tu.toi()))), tu.firstTouch(), 12, 28);
        }
    }

    private void phantom(PhantomCorner ph) {
        pen.cross(ph.point(), p.get(CourtColour.PHANTOM), 7);
        pen.strokeCircle(ph.point(), ph.radius(), p.get(CourtColour.PHANTOM), 2, DOTTED);
        pen.line(ph.point(), ph.corner(), p.get(CourtColour.PHANTOM), 1.5, DASHED);
        if (labels) {
            pen.label(say("phantom", num(Num.fmt(ph.distance())), num(Num.fmt(ph.radius()))), ph.point(), 12, 34);
        }
    }
}
