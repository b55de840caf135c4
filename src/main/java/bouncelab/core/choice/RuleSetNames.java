package bouncelab.core.choice;

import java.util.List;

/**
 * The names of the rule sets, as scenario files write them in {@code "rules"}, lessons in {@code rules:} and the
 * command line in {@code --rules}: whose update loop runs around the collision test. {@link RulesId} names each;
 * the loops themselves live in {@code bouncelab.core.rules}.
 */
public final class RuleSetNames {
    /** Bounce Lab's own loop: each algorithm's frame as it has always run. The default. */
    public static final String BOUNCE_LAB = "bounce-lab";

    public static final String PONG = "pong";
    public static final String BREAKOUT = "breakout";
    public static final String SLIDES = "slides";
    public static final String GRAYBILL = "graybill";
    public static final String XNA = "xna";
    public static final String DEFAULT = BOUNCE_LAB;
    /** In the order the window and the messages list them. */
    public static final List<String> ALL = List.of(BOUNCE_LAB, PONG, BREAKOUT, SLIDES, GRAYBILL, XNA);

    private RuleSetNames() {}

    public static boolean isKnown(String name) {
        return ALL.contains(name);
    }

    /** "unknown rules 'gordon' (one of bounce-lab, pong, breakout, slides, graybill, xna)" */
    public static String unknown(String name) {
        return "unknown rules '" + name + "' (one of " + String.join(", ", ALL) + ")";
    }
}
