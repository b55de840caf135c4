package bouncelab.lessons;

import bouncelab.core.geometry.Side;
import bouncelab.core.scenario.Court;
import bouncelab.core.scenario.Paddle;
import bouncelab.core.scenario.Scenario;
import bouncelab.core.trace.TraceKind;
import bouncelab.core.trace.TraceKinds;
import bouncelab.io.refusal.Refusal;
import java.util.List;
import org.jspecify.annotations.Nullable;

/** Says what is wrong with a parsed placeholder name, so a lesson with a typo fails when it loads, not in class. */
final class PlaceholderCheck {
    private PlaceholderCheck() {}

    /** The problem, or null when the name exists. */
    static @Nullable Refusal problem(PlaceholderName n, Scenario scenario) {
        String ns = n.namespace();
        boolean plain = n.form() == PlaceholderName.Form.VALUE;
        if (Placeholders.TOP_LEVEL.contains(ns)) {
            return n.field() == null && plain && n.selector().isNone()
                    ? null
                    : Refusal.of("placeholder.topLevel", n.text(), ns);
        }
        return switch (ns) {
            case "ball" -> plainField(n, Placeholders.BALL);
            case "a", "b" -> plainField(n, Placeholders.POINT);
            case "paddle" -> {
                Refusal p = plainField(n, Placeholders.PADDLE);
                yield p != null
                        ? p
                        : scenario.paddles().stream().map(Paddle::id).anyMatch(n.givenId()::equals)
                                ? null
                                : Refusal.of("placeholder.noPaddle", n.text(), String.valueOf(n.id()));
            }
            case "brick" -> {
                Refusal p = plainField(n, Placeholders.RECT);
                yield p != null
                        ? p
                        : Placeholders.brick(scenario, n.givenId()) != null
                                ? null
                                : Refusal.of("placeholder.noBrick", n.text(), String.valueOf(n.id()));
            }
            default -> {
                var kind = TraceKinds.byName(ns);
                yield kind.isPresent()
                        ? kindProblem(kind.get(), n, scenario)
                        : Refusal.of("placeholder.namespace", n.text(), ns);
            }
        };
    }

    private static @Nullable Refusal plainField(PlaceholderName n, List<String> fields) {
        if (n.form() != PlaceholderName.Form.VALUE || !n.selector().isNone()) {
            return Refusal.of("placeholder.plain", n.text());
        }
        if (n.field() == null || !fields.contains(n.field())) {
            return Refusal.of("placeholder.field", n.text(), n.namespace(), String.join(", ", fields));
        }
        return null;
    }

    private static @Nullable Refusal kindProblem(TraceKind<?> k, PlaceholderName n, Scenario scenario) {
        String objectId = n.selector().objectId();
        if (objectId != null && !objectExists(scenario, objectId)) {
            return Refusal.of("placeholder.noObject", n.text(), objectId);
        }
        String f = n.field();
        return switch (n.form()) {
            case VALUE ->
                f != null && Placeholders.fieldNames(k).contains(f)
                        ? null
                        : Refusal.of(
                                "placeholder.field", n.text(), k.name(), String.join(", ", Placeholders.fieldNames(k)));
            case WORKING ->
                f != null && k.quantityFields().contains(f)
                        ? null
                        : k.quantities().isEmpty()
                                ? Refusal.of("placeholder.workingNone", n.text(), k.name())
                                : Refusal.of(
                                        "placeholder.working",
                                        n.text(),
                                        k.name(),
                                        String.join(", ", k.quantityFields()));
            case CHECK -> checkIndexProblem(k, n);
            case SUMMARY -> f == null ? null : Refusal.of("placeholder.summary", n.text());
        };
    }

    private static @Nullable Refusal checkIndexProblem(TraceKind<?> k, PlaceholderName n) {
        if (k.maxChecks() == 0) {
            return Refusal.of("placeholder.noChecks", n.text(), k.name());
        }
        String f = n.field();
        if (f != null && f.matches("[1-9][0-9]?") && Integer.parseInt(f) <= k.maxChecks()) {
            return null;
        }
        return Refusal.of("placeholder.checkIndex", n.text(), k.name(), String.valueOf(k.maxChecks()));
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
