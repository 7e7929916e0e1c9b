package org.kaylescourseware.site.cache;

import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * What a step of the builds that depends on its input alone (the yield points of a page's HTML, say) gave for each
 * input, kept from one build of a builder to its next: {@code serve} rebuilds after an edit to one lesson, and the
 * other pages come out of the bake as they were, so their steps are not taken again. An entry lives for the build
 * that made or used it and the next: what the last build did not ask is forgotten when a build starts.
 *
 * @param <K> the input, compared with {@code equals} (a page's text, or a record of everything the step reads)
 * @param <V> what the step gave
 */
public final class LastBuild<K, V> {

    private Map<K, V> kept = new HashMap<>();
    private Map<K, V> asked = new HashMap<>();

    /** Forgets what the last build did not ask, and keeps what it asked for this one. */
    public synchronized void startBuild() {
        kept = asked;
        asked = new HashMap<>();
    }

    /** What the step gave for {@code input} at this build or the last, if it was kept. */
    public synchronized Optional<V> find(K input) {
        V value = asked.get(input);
        if (value == null) {
            value = kept.get(input);
            if (value != null) {
                asked.put(input, value);
            }
        }
        return Optional.ofNullable(value);
    }

    /** Keeps what the step gave for {@code input}, for this build and the next. */
    public synchronized void keep(K input, V value) {
        asked.put(input, value);
    }

    /** What {@code step} gives for {@code input}: kept, or taken now and kept. Steps of several threads may run at once. */
    public V apply(K input, Function<K, V> step) {
        Optional<V> found = find(input);
        if (found.isPresent()) {
            return found.get();
        }
        V value = step.apply(input);
        keep(input, value);
        return value;
    }
}
