/**
 * Files in and out, safely: the one atomic writer every save and export goes through, so a crash never leaves half
 * a file ({@code AtomicFile}), and the one reader of a file the user gives, which reads only an ordinary file under
 * a size cap, as strict UTF-8, and refuses anything else in one line ({@code SafeRead}).
 *
 * <p>Imports only {@code Visible} (to name a file safely in a message) and {@code io.refusal} (to refuse with words
 * any language can say).
 */
@NullMarked
package bouncelab.io.file;

import org.jspecify.annotations.NullMarked;
