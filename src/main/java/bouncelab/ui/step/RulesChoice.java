package bouncelab.ui.step;

import bouncelab.ui.session.PlaybackModel;
import bouncelab.ui.common.Tips;
import bouncelab.core.rules.RulesId;
import bouncelab.ui.common.Styles;
import javafx.scene.control.ComboBox;
import javafx.util.StringConverter;

/**
 * Whose update loop runs the shot: Bounce Lab's own or one article's, beside the algorithm bar. Choosing runs the
 * same shot at the same frame under those rules; the tooltip names the article and its loop.
 */
public final class RulesChoice extends ComboBox<RulesId> {

    public RulesChoice(PlaybackModel model) {
        setId("rules-choice");
        getStyleClass().add(Styles.RULES_CHOICE);
        getItems().setAll(RulesId.all());
        setConverter(new StringConverter<>() {
            @Override
            public String toString(RulesId id) {
                return id == null ? "" : id.title();
            }

            @Override
            public RulesId fromString(String text) {
                return RulesId.all().stream().filter(r -> r.title().equals(text)).findFirst().orElse(null);
            }
        });
        setValue(model.rules());
        Tips.text(this, tip(model.rules()));
        setFocusTraversable(false); // the arrow keys stay with the court's frames
        valueProperty().addListener((o, was, now) -> {
            if (now != null) {
                model.setRules(now);
            }
        });
        model.rulesProperty().addListener((o, was, now) -> {
            setValue(now);
            Tips.text(this, tip(now));
        });
    }

    private static String tip(RulesId id) {
        return "Rules: whose update loop runs around the collision test.\n" + id.title() + ": "
                + id.loop() + (id == RulesId.BOUNCE_LAB ? "" : "\nFrom " + id.article());
    }
}
