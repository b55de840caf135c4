package bouncelab.ui.common;

import java.util.function.Supplier;
import javafx.event.EventHandler;
import javafx.scene.Node;
import javafx.scene.control.Control;
import javafx.scene.control.Tooltip;
import javafx.scene.input.MouseEvent;

/**
 * Tooltips made when the pointer first comes over their node. Each JavaFX tooltip is a popup window with a scene of
 * its own; the forty or so on the first screen took about a tenth of the window's build before it could appear. The
 * tooltip is installed as the pointer enters, so it shows after the usual delay as the pointer moves on. A control's
 * text for screen readers (its accessible help, which a tooltip would give) is set at once.
 */
public final class Tips {
    /** Under this key in the node's properties: the tooltip's maker, until the pointer first enters. */
    private static final Object PENDING = new Object();
    /** Under this key: the tooltip made for a node that is not a control (a control holds its own). */
    private static final Object MADE = new Object();

    private static final EventHandler<MouseEvent> MAKE = e -> {
        Node node = (Node) e.getSource();
        node.removeEventHandler(MouseEvent.MOUSE_ENTERED, Tips.MAKE);
        if (node.getProperties().remove(PENDING) instanceof Supplier<?> make && make.get() instanceof Tooltip tip) {
            if (node instanceof Control c) {
                c.setTooltip(tip);
            } else {
                Tooltip.install(node, tip);
                node.getProperties().put(MADE, tip);
            }
        }
    };

    private Tips() {}

    /** A plain tooltip with {@code text}, replacing any the node has or will have. */
    public static void text(Node node, String text) {
        make(node, () -> new Tooltip(text));
        if (node instanceof Control c) {
            c.setAccessibleHelp(text);
        }
    }

    /** A tooltip with {@code text} that wraps at 460 px, for a sentence or more. */
    public static void wrapped(Node node, String text) {
        make(node, () -> {
            Tooltip tip = new Tooltip(text);
            tip.setWrapText(true);
            tip.setMaxWidth(460);
            return tip;
        });
        if (node instanceof Control c) {
            c.setAccessibleHelp(text);
        }
    }

    /** The tooltip {@code make} gives, made as the pointer first enters the node; replaces any it has. */
    public static void make(Node node, Supplier<Tooltip> make) {
        clear(node);
        node.getProperties().put(PENDING, make);
        node.addEventHandler(MouseEvent.MOUSE_ENTERED, MAKE);
    }

    /** No tooltip on the node, made or waiting. */
    public static void clear(Node node) {
        if (node.getProperties().remove(PENDING) != null) {
            node.removeEventHandler(MouseEvent.MOUSE_ENTERED, MAKE);
        }
        if (node.getProperties().remove(MADE) instanceof Tooltip tip) {
            Tooltip.uninstall(node, tip);
        }
        if (node instanceof Control c) {
            c.setTooltip(null);
            c.setAccessibleHelp(null);
        }
    }
}
