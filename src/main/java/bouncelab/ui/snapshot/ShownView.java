package bouncelab.ui.snapshot;

import java.util.Locale;
import java.util.Optional;

/** Which of the window's tabs a headless picture shows. */
public enum ShownView {
    /** The stepping view. */
    MAIN,
    /** All the algorithms on the shot, side by side. */
    COMPARE,
    /** The speed sweep chart, run with its default inputs. */
    SWEEP,
    /** The Your test tab: the shot's own test (its field "yours") or the starter, compiled and graded. */
    YOURS;

    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The {@link bouncelab.ui.tab.WindowTab#id()} of the tab that shows it, the same in every language. */
    public String tab() {
        return switch (this) {
            case MAIN -> "step";
            case COMPARE -> "compare";
            case SWEEP -> "speed-sweep";
            case YOURS -> "your-test";
        };
    }

    public static Optional<ShownView> parse(String id) {
        for (ShownView v : values()) {
            if (v.id().equals(id)) {
                return Optional.of(v);
            }
        }
        return Optional.empty();
    }
}
