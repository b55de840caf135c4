package bouncelab.core.choice;

import java.util.List;
import java.util.Optional;

/**
 * Which rule set: its name in scenario files ({@code "rules"}), lessons ({@code rules:}) and on the command line
 * ({@code --rules}), a title and the article whose program it is. The names are contracts: files and lessons hold
 * them. It lives below the shot so a shot's rules can hold it; the loop itself is {@code
 * bouncelab.core.rules.RuleSets#of}. Adding a rule set is a constant here (its name a contract from then on), its
 * class and its line in {@code RuleSets}.
 */
public enum RulesId {
    BOUNCE_LAB("bounce-lab", "Bounce Lab's own", "Bounce Lab", "each algorithm's own frame, as Bounce Lab runs it"),
    PONG(
            "pong",
            "Pong (Gordon)",
            "\"Pong - Collision Detection\", Jake Gordon, 2011",
            "Gordon's Pong update(): accelerate(), the top and bottom clamped, only the paddle the ball moves towards,"
                    + " on a hit pos.x = pt.x and the rest of the move dropped"),
    BREAKOUT(
            "breakout",
            "Breakout (Gordon)",
            "\"Collision Detection in Breakout\", Jake Gordon, 2011",
            "Gordon's Breakout update(): the closest hit among all objects, place, flip, again with the time left"),
    SLIDES(
            "slides",
            "Pong (WIT slides)",
            "\"Game of Pong V9.0: Using Pythagoras Theorem for Collision Detection\", WIT",
            "the slides' draw(): the ball moves, hitPaddle() decides, ball.hit() reverses it"),
    GRAYBILL(
            "graybill",
            "VidBrick (Graybill)",
            "\"More Collision Detection: Bouncing the Right Way\", Mark Graybill, 2010",
            "Graybill's move(): whole pixels, x += xVel, his wall tests, the intersection's centre in integer halves"),
    XNA(
            "xna",
            "Breakout week 3 (XNA)",
            "\"Breakout Week 3: When Balls Collide\", XNA Breakout blog, 2011",
            "the XNA Ball.Update(): direction·speed·time in floats, the board clamped, the paddle only while moving"
                    + " down, the angle as the code normalises it");

    private static final RulesId[] VALUES = values();
    private static final List<RulesId> ALL = List.of(VALUES);

    private final String fileName;
    private final String title;
    private final String article;
    private final String loop;

    RulesId(String fileName, String title, String article, String loop) {
        this.fileName = fileName;
        this.title = title;
        this.article = article;
        this.loop = loop;
    }

    /** Every rule set, in the order the window and the messages list them (Bounce Lab's own first). */
    public static List<RulesId> all() {
        return ALL;
    }

    /** The id whose {@link #fileName()} this is; empty for any other text. */
    public static Optional<RulesId> parse(String name) {
        for (RulesId r : ALL) { // a loop, not a stream: every frame asks
            if (r.fileName.equals(name)) {
                return Optional.of(r);
            }
        }
        return Optional.empty();
    }

    /** The id of a known name. @throws IllegalArgumentException for any other */
    public static RulesId of(String name) {
        for (RulesId r : VALUES) { // as parse, without an Optional or an iterator: every frame asks
            if (r.fileName.equals(name)) {
                return r;
            }
        }
        // "unknown rules 'gordon' (one of bounce-lab, pong, breakout, slides, graybill, xna)"
        throw new IllegalArgumentException("unknown rules '" + name + "' (one of " + names() + ")");
    }

    /** "bounce-lab, pong, breakout, slides, graybill, xna" */
    public static String names() {
        return String.join(", ", ALL.stream().map(RulesId::fileName).toList());
    }

    /** The name files, lessons and the command line use, e.g. {@code graybill}. It never changes. */
    public String fileName() {
        return fileName;
    }

    /** A short title for the window, e.g. "VidBrick (Graybill)". */
    public String title() {
        return title;
    }

    /** The article whose program this is, by title and author ("Bounce Lab" for Bounce Lab's own). */
    public String article() {
        return article;
    }

    /** The loop in a line, for the working and tooltips. */
    public String loop() {
        return loop;
    }
}
