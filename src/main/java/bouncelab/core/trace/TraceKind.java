package bouncelab.core.trace;

import bouncelab.core.geometry.Corner;
import bouncelab.core.geometry.Side;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.ToDoubleFunction;
import org.jspecify.annotations.Nullable;

/**
 * One kind of trace item, declared by its record next to its quantities: its name, which is both the item's
 * {@link TraceItem#kind()} and the namespace lessons write ({@code box} in {@code {{box.hit}}}); the fields a lesson
 * may name; how many checks an item can have; and the overlays that draw it on the court. {@link TraceKinds#ALL}
 * holds one per record, and the lessons' placeholders and the court's layers are both read from there.
 *
 * <p>Fields come from two places: the item's own quantities, named as the articles name them (the same numbers and
 * working the inspector shows), and a few more read straight off the record (hit, object, side …).
 *
 * @param quantities  the names of the quantities an item of this kind can have, as its {@code quantities()} writes
 *                    them; one item may have only some of them (a test checks every quantity the core produces is
 *                    listed)
 * @param fields      the other fields by name; a function returns null for "no value at this item"
 * @param decisive    the item a lesson most likely means when a frame has several: a hit rather than a miss
 * @param maxChecks   how many checks an item of this kind can have
 * @param overlays    the overlays that draw each item of this kind; empty when none does (the path overlay draws
 *                    the frame's path, through every move and bounce, from the frame itself)
 * @param alwaysDrawn the court marks items of this kind whatever overlays are on (the ball going out)
 */
public record TraceKind<T extends TraceItem>(
        String name,
        Class<T> type,
        List<String> quantities,
        Map<String, Function<T, @Nullable FieldValue>> fields,
        Predicate<T> decisive,
        int maxChecks,
        Set<Overlay> overlays,
        boolean alwaysDrawn) {

    public TraceKind {
        quantities = List.copyOf(quantities);
        fields = Collections.unmodifiableMap(new LinkedHashMap<>(fields));
        overlays = Collections.unmodifiableSet(
                overlays.isEmpty() ? EnumSet.noneOf(Overlay.class) : EnumSet.copyOf(overlays));
    }

    /** A kind named {@code name} over the record {@code type}, to be filled in by the builder's calls. */
    public static <T extends TraceItem> Builder<T> of(String name, Class<T> type) {
        return new Builder<>(name, type);
    }

    /** The quantities as field names, in the order they are declared: "time left" is {@code timeLeft}. */
    public List<String> quantityFields() {
        return quantities.stream().map(this::fieldName).toList();
    }

    /** Every field name of this kind, quantities and the others, sorted. */
    public Set<String> fieldNames() {
        Set<String> all = new TreeSet<>(quantityFields());
        all.addAll(fields.keySet());
        return all;
    }

    public boolean isDecisive(TraceItem item) {
        return decisive.test(type.cast(item));
    }

    public boolean drawnOn(Overlay o) {
        return overlays.contains(o);
    }

    /** The quantity behind a field, if this item has it. */
    public @Nullable Quantity quantity(TraceItem item, String field) {
        for (Quantity q : item.quantities()) {
            if (fieldName(q.name()).equals(field)) {
                return q;
            }
        }
        return null;
    }

    /** A field's value for one item: its quantity if it has one, else the other field; null when there is none. */
    public @Nullable FieldValue value(TraceItem item, String field) {
        Quantity q = quantity(item, field);
        if (q != null) {
            return FieldValue.of(q.value());
        }
        Function<T, @Nullable FieldValue> f = fields.get(field);
        return f == null ? null : f.apply(type.cast(item));
    }

    /**
     * A quantity's name as a field: this kind's name dropped from its front ("overlap.x" is {@code overlap.x}, not
     * {@code overlap.overlap.x}), words joined in camel case ("time left" → timeLeft), "²" spelt Squared.
     */
    public String fieldName(String quantityName) {
        String n = quantityName.replace("²", " squared");
        if (n.startsWith(name + ".")) {
            n = n.substring(name.length() + 1);
        }
        String[] words = n.trim().split("\\s+");
        StringBuilder out = new StringBuilder(words[0]);
        for (int i = 1; i < words.length; i++) {
            out.append(words[i].substring(0, 1).toUpperCase(Locale.ROOT)).append(words[i].substring(1));
        }
        return out.toString();
    }

    @Override
    public String toString() {
        return name;
    }

    /** Fills in a kind, field by field, where its record declares it. */
    public static final class Builder<T extends TraceItem> {
        private final String name;
        private final Class<T> type;
        private final List<String> quantities = new ArrayList<>();
        private final Map<String, Function<T, @Nullable FieldValue>> fields = new LinkedHashMap<>();
        private Predicate<T> decisive = item -> true;
        private int maxChecks;
        private final Set<Overlay> overlays = EnumSet.noneOf(Overlay.class);
        private boolean alwaysDrawn;

        private Builder(String name, Class<T> type) {
            this.name = name;
            this.type = type;
        }

        /** The quantities' names, as the record's {@code quantities()} writes them. */
        public Builder<T> quantities(String... names) {
            quantities.addAll(List.of(names));
            return this;
        }

        public Builder<T> number(String field, ToDoubleFunction<T> f) {
            return field(field, item -> FieldValue.of(f.applyAsDouble(item)));
        }

        /** A number that only some items have: those {@code has} accepts. */
        public Builder<T> numberIf(String field, Predicate<T> has, ToDoubleFunction<T> f) {
            return field(field, item -> has.test(item) ? FieldValue.of(f.applyAsDouble(item)) : null);
        }

        public Builder<T> bool(String field, Predicate<T> f) {
            return field(field, item -> FieldValue.of(f.test(item)));
        }

        /** Words; an item for which {@code f} gives null has no value. */
        public Builder<T> text(String field, Function<T, @Nullable String> f) {
            return field(field, item -> {
                String s = f.apply(item);
                return s == null ? null : FieldValue.of(s);
            });
        }

        /** What the item says in words (a rule, a note): a lesson shows it in the lesson's language. */
        public Builder<T> said(String field, Function<T, @Nullable Phrase> f) {
            return field(field, item -> {
                Phrase p = f.apply(item);
                return p == null ? null : new FieldValue.Said(p);
            });
        }

        /**
         * The {@code side} field, as the side's label ("left"); lessons also select items by it, and show it in their
         * language.
         */
        public Builder<T> side(Function<T, @Nullable Side> f) {
            return field("side", item -> {
                Side s = f.apply(item);
                return s == null ? null : new FieldValue.Word(s.label(), Phrase.of("side.name", "side", s.label()));
            });
        }

        /** The {@code corner} field, as the corner's label ("top-left"), shown in the lesson's language. */
        public Builder<T> corner(Function<T, @Nullable Corner> f) {
            return field("corner", item -> {
                Corner c = f.apply(item);
                return c == null ? null : new FieldValue.Word(c.label(), Phrase.corner(c));
            });
        }

        public Builder<T> field(String field, Function<T, @Nullable FieldValue> f) {
            if (fields.put(field, f) != null) {
                throw new IllegalArgumentException(name + "." + field + " is declared twice");
            }
            return this;
        }

        /** Which of several items of this kind a lesson means when it does not say: by default the first. */
        public Builder<T> decisive(Predicate<T> p) {
            decisive = p;
            return this;
        }

        public Builder<T> checks(int max) {
            maxChecks = max;
            return this;
        }

        /** The overlays that draw each item of this kind. */
        public Builder<T> drawnOn(Overlay first, Overlay... more) {
            overlays.add(first);
            overlays.addAll(List.of(more));
            return this;
        }

        /** Drawn on the court whatever overlays are on. */
        public Builder<T> drawnAlways() {
            alwaysDrawn = true;
            return this;
        }

        public TraceKind<T> build() {
            return new TraceKind<>(name, type, quantities, fields, decisive, maxChecks, overlays, alwaysDrawn);
        }
    }
}
