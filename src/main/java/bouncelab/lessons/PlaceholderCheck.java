package bouncelab.lessons;

import bouncelab.core.geometry.Side;
import bouncelab.core.scenario.Court;
import bouncelab.core.scenario.Paddle;
import bouncelab.core.scenario.Scenario;
import bouncelab.core.trace.TraceKind;
import bouncelab.core.trace.TraceKinds;
import java.util.List;
import org.jspecify.annotations.Nullable;

/** Says what is wrong with a parsed placeholder name, so a lesson with a typo fails when it loads, not in class. */
final class PlaceholderCheck {
    private PlaceholderCheck() {}

    /** The problem, or null when the name exists. */
    static @Nullable String problem(PlaceholderName n, Scenario scenario) {
        String ns = n.namespace();
        boolean plain = n.form() == PlaceholderName.Form.VALUE;
        if (Placeholders.TOP_LEVEL.contains(ns)) {
            return n.field() == null && plain && n.selector().isNone()
                    ? null
                    : "'" + n.text() + "': '" + ns + "' has no fields, forms or [ ]";
        }
        return switch (ns) {
            case "ball" -> plainField(n, Placeholders.BALL);
            case "a", "b" -> plainField(n, Placeholders.POINT);
            case "paddle" -> {
                String p = plainField(n, Placeholders.PADDLE);
                yield p != null
                        ? p
                        : scenario.paddles().stream().map(Paddle::id).anyMatch(n.givenId()::equals)
                                ? null
                                : "'" + n.text() + "': no paddle '" + n.id() + "' in the scenario";
            }
            case "brick" -> {
                String p = plainField(n, Placeholders.RECT);
                yield p != null
                        ? p
                        : Placeholders.brick(scenario, n.givenId()) != null
                                ? null
                                : "'" + n.text() + "': no brick '" + n.id() + "' in the scenario";
            }
            default -> {
                var kind = TraceKinds.byName(ns);
                yield kind.isPresent()
                        ? kindProblem(kind.get(), n, scenario)
                        : "unknown placeholder '" + n.text() + "': no namespace '" + ns + "' (see "
                                + "Placeholders.knownNames(): frame, ball.x, pythagoras.circleDistanceX …)";
            }
        };
    }

    private static @Nullable String plainField(PlaceholderName n, List<String> fields) {
        if (n.form() != PlaceholderName.Form.VALUE || !n.selector().isNone()) {
            return "'" + n.text() + "': only trace items have working:, check:, summary: and [ ]";
        }
        if (n.field() == null || !fields.contains(n.field())) {
            return "unknown placeholder '" + n.text() + "': " + n.namespace() + " has " + String.join(", ", fields);
        }
        return null;
    }

    private static @Nullable String kindProblem(TraceKind<?> k, PlaceholderName n, Scenario scenario) {
        String objectId = n.selector().objectId();
        if (objectId != null && !objectExists(scenario, objectId)) {
            return "'" + n.text() + "': no object '" + objectId + "' in the scenario";
        }
        String f = n.field();
        return switch (n.form()) {
            case VALUE ->
                f != null && Placeholders.fieldNames(k).contains(f)
                        ? null
                        : "unknown placeholder '" + n.text() + "': " + k.name() + " has "
                                + String.join(", ", Placeholders.fieldNames(k));
            case WORKING ->
                f != null && k.quantityFields().contains(f)
                        ? null
                        : "'" + n.text() + "': working: needs one of " + k.name() + "'s quantities ("
                                + (k.quantities().isEmpty() ? "it has none" : String.join(", ", k.quantityFields()))
                                + ")";
            case CHECK -> checkIndexProblem(k, n);
            case SUMMARY -> f == null ? null : "'" + n.text() + "': summary: takes no field";
        };
    }

    private static @Nullable String checkIndexProblem(TraceKind<?> k, PlaceholderName n) {
        if (k.maxChecks() == 0) {
            return "'" + n.text() + "': " + k.name() + " items have no checks";
        }
        String f = n.field();
        if (f != null && f.matches("[1-9][0-9]?") && Integer.parseInt(f) <= k.maxChecks()) {
            return null;
        }
        return "'" + n.text() + "': write check:" + k.name() + ".N with N from 1 to " + k.maxChecks();
    }

    static boolean objectExists(Scenario s, String id) {
        if (s.paddles().stream().anyMatch(p -> p.id().equals(id)) || Placeholders.brick(s, id) != null) {
            return true;
        }
        for (Side side : Side.values()) {
            if (Court.wallId(side).equals(id)) {
                return true;
            }
        }
        return false;
    }
}
