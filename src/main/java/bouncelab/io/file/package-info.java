/**
 * Writing files so that a crash never leaves half a file: the one atomic writer every save and export goes through.
 *
 * <p>Imports nothing of Bounce Lab.
 */
package bouncelab.io.file;
