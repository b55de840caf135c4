/**
 * A frame's trace: the sealed, immutable items an algorithm writes as it works (the path, tested edges,
 * intercepts, the chosen hit, boxes, the overlap, Pythagoras' quantities, bounces, tunnelling…), each with its
 * formula and the numbers put in. It is the single source of every overlay, inspector number, lesson formula and
 * command-line line; nothing downstream works a collision out again. Each record declares its {@code TraceKind}
 * (its name, the fields lessons may name and the overlays that draw it), and {@code TraceKinds.ALL} holds them all.
 * The overlays the court can draw are named here too, since each item belongs to one.
 *
 * <p>Imports core.geometry and core.scenario only.
 */
@NullMarked
package bouncelab.core.trace;

import org.jspecify.annotations.NullMarked;
