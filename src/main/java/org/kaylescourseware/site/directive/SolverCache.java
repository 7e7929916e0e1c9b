package org.kaylescourseware.site.directive;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import org.kaylescourseware.impartial.GrundySequence;
import org.kaylescourseware.site.games.GameDefinition;

/**
 * Solver results kept from one build to the next, keyed by what they depend on and nothing else:
 * the rule's canonical code and the bound it was computed to. Renaming a game, editing its
 * description or a lesson reuses the values; changing its rule or bound recomputes that game only.
 * Owned by a {@code SiteBuilder}; {@code serve} keeps one builder, so one cache, for its whole run.
 * After each successful build the entries no game asked for are dropped, so the cache never holds more than
 * the course's games.
 */
public final class SolverCache {

    /** What a sequence depends on: the rule (e.g. {@code 0.77}) and how far it is computed. */
    public record Key(String rule, int computeTo) {
        static Key of(GameDefinition game) {
            return new Key(game.rule().code(), game.computeTo());
        }
    }

    /** What a second-route check depends on: the rule and the heap sizes it covers. */
    record CheckKey(String rule, int checkTo) {
    }

    /**
     * What a study depends on when no rule file does: its name and its bounds, e.g.
     * {@code ("sibert-conway", 40)}. Such results (a lesson's fixed game at fixed bounds) are pure
     * functions of the key, so they are kept from build to build like the sequences.
     */
    public record StudyKey(String study, List<Object> bounds) {
        public StudyKey {
            bounds = List.copyOf(bounds);
        }
    }

    private final Map<Key, GrundySequence> sequences = new HashMap<>();
    private final Map<CheckKey, Object> checks = new HashMap<>();
    private final Map<StudyKey, Object> studies = new HashMap<>();
    private final Set<Object> used = new HashSet<>();
    private final Set<String> recomputed = new HashSet<>();

    /** Starts a build: forgets which entries were used and what was recomputed. */
    public synchronized void startBuild() {
        used.clear();
        recomputed.clear();
    }

    /** Ends a successful build: drops every entry it did not ask for (a failed build keeps them all). */
    public synchronized void endBuild() {
        sequences.keySet().retainAll(used);
        checks.keySet().retainAll(used);
        studies.keySet().retainAll(used);
    }

    /** The sequence of {@code game}, computed by {@code compute} only when no equal rule and bound was. */
    synchronized GrundySequence sequence(GameDefinition game, Function<GameDefinition, GrundySequence> compute) {
        Key key = Key.of(game);
        used.add(key);
        GrundySequence cached = sequences.get(key);
        if (cached == null) {
            cached = compute.apply(game);
            sequences.put(key, cached);
            recomputed.add(game.id());
        }
        return cached;
    }

    /** The result of a second-route check of {@code game}, run by {@code check} only when not cached. */
    synchronized <T> T check(GameDefinition game, Class<T> type, Function<GameDefinition, T> check) {
        CheckKey key = new CheckKey(game.rule().code(), game.checkTo());
        used.add(key);
        Object cached = checks.get(key);
        if (cached == null) {
            cached = check.apply(game);
            checks.put(key, cached);
            recomputed.add(game.id());
        }
        return type.cast(cached);
    }

    /** The result of the study {@code key}, computed by {@code compute} only when an earlier build did not. */
    synchronized <T> T study(StudyKey key, Class<T> type, java.util.function.Supplier<T> compute) {
        used.add(key);
        Object cached = studies.get(key);
        if (cached == null) {
            cached = compute.get();
            studies.put(key, cached);
        }
        return type.cast(cached);
    }

    /** The ids of the games whose results this build computed rather than found here. */
    public synchronized Set<String> recomputed() {
        return Set.copyOf(recomputed);
    }

    /** How many sequences are held. */
    public synchronized int size() {
        return sequences.size();
    }
}
