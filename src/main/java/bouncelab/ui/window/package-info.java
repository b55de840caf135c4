/**
 * The main window: it puts the views together in tabs, owns the menus and bare keys, opens and saves shots (asking
 * before anything unsaved is lost), autosaves for recovery, and keeps the preferences.
 *
 * <p>The top of ui: may import every ui package except ui.snapshot.
 */
@NullMarked
package bouncelab.ui.window;

import org.jspecify.annotations.NullMarked;
