package bouncelab.ui.step;

import bouncelab.core.choice.RulesId;
import bouncelab.ui.common.Styles;
import bouncelab.ui.common.Tips;
import bouncelab.ui.common.UiWords;
import bouncelab.ui.session.PlaybackModel;
import bouncelab.ui.session.RunChoice;
import javafx.scene.control.ComboBox;
import javafx.util.StringConverter;
import org.jspecify.annotations.Nullable;

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
                return id == null ? "" : title(id);
            }

            @Override
            public @Nullable RulesId fromString(String text) {
                return RulesId.all().stream()
                        .filter(r -> title(r).equals(text))
                        .findFirst()
                        .orElse(null);
            }
        });
        setValue(model.rules());
        Tips.text(this, tip(model.rules()));
        // Tab reaches it and Space opens it; the arrow keys stay with the court's frames (the window's keys come first)
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
        String loop = UiWords.window("rules.tip", title(id), UiWords.window("rules." + id.fileName() + ".loop"));
        return id == RulesId.BOUNCE_LAB ? loop : UiWords.window("rules.tip.from", loop, id.article());
    }

    /** The rule set's name in the window's language ("Pong (Gordon)"). */
    public static String title(RulesId id) {
        return RunChoice.rulesTitle(id);
    }
}
