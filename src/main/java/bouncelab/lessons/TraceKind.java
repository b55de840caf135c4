package bouncelab.lessons;

import bouncelab.core.trace.Quantity;
import bouncelab.core.trace.TraceItem;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * One placeholder namespace over one kind of trace item, e.g. {@code pythagoras} over PythagorasTest. Fields come
 * from two places: the item's own quantities, named as the articles name them (the same numbers and working the
 * inspector shows), and a few extra fields read straight off the record (hit, object, side …).
 *
 * @param quantities the quantity fields this kind can have (as field names); a frame may lack some of them
 * @param extras     other fields; a function may return null for "no value at this frame"
 * @param decisive   the item a lesson most likely means when there are several: a hit rather than a miss
 * @param maxChecks  how many checks an item of this kind can have, for {@code check:kind.n}
 */
record TraceKind<T extends TraceItem>(String namespace, Class<T> type, List<String> quantities,
                                      Map<String, Function<T, PlaceholderValue>> extras, Predicate<T> decisive,
                                      int maxChecks) {

    /** Every field name a lesson may use with this kind, quantities and extras, plus {@code count}. */
    Set<String> fieldNames() {
        Set<String> all = new TreeSet<>(quantities);
        all.addAll(extras.keySet());
        all.add("count");
        return all;
    }

    boolean isDecisive(TraceItem item) {
        return decisive.test(type.cast(item));
    }

    /** The quantity behind a field, if this item has it at this frame. */
    Quantity quantity(TraceItem item, String field) {
        for (Quantity q : item.quantities()) {
            if (fieldName(q.name()).equals(field)) {
                return q;
            }
        }
        return null;
    }

    /** A field's value for one item: its quantity if it has one, else the extra; null when there is none. */
    PlaceholderValue value(TraceItem item, String field) {
        Quantity q = quantity(item, field);
        if (q != null) {
            return PlaceholderValue.of(q.value());
        }
        Function<T, PlaceholderValue> f = extras.get(field);
        return f == null ? null : f.apply(type.cast(item));
    }

    /**
     * A quantity's name as a field: the namespace prefix dropped ("overlap.x" is {@code overlap.x}, not
     * {@code overlap.overlap.x}), words joined in camel case ("time left" → timeLeft), "²" spelt Squared.
     */
    String fieldName(String quantityName) {
        String n = quantityName.replace("²", " squared");
        if (n.startsWith(namespace + ".")) {
            n = n.substring(namespace.length() + 1);
        }
        String[] words = n.trim().split("\\s+");
        StringBuilder out = new StringBuilder(words[0]);
        for (int i = 1; i < words.length; i++) {
            out.append(words[i].substring(0, 1).toUpperCase(Locale.ROOT)).append(words[i].substring(1));
        }
        return out.toString();
    }
}
