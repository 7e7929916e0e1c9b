package org.kaylescourseware.site.directive;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.Supplier;
import org.kaylescourseware.exercise.ExerciseSet;
import org.kaylescourseware.impartial.GrundySequence;
import org.kaylescourseware.impartial.SequenceCheck;
import org.kaylescourseware.site.cache.CacheFolder;
import org.kaylescourseware.site.cache.LastBuild;
import org.kaylescourseware.site.cache.ResultCodec;
import org.kaylescourseware.site.games.GameDefinition;

/**
 * Solver results kept from one build to the next, keyed by what they depend on and nothing else:
 * a game's values by its rule's canonical code and the bound they are computed to, a second-route
 * check by the rule and the heaps it covers, a study by its name and bounds. Renaming a game,
 * editing its description or a lesson reuses the values; changing its rule or bound recomputes that
 * game only.
 *
 * <p>Two layers. In memory, for the builds of one process ({@code serve} keeps one builder, so one
 * cache, for its whole run); after each successful build the entries no game asked for are dropped.
 * On disk, when the cache has a {@link CacheFolder}: the values, the checks and the studies' answers
 * are written there as they are computed (a study's at the end of the build), and a build that does
 * not find a result in memory reads it from there before computing it. A study's live objects (its
 * searches, whose memos answer further questions) stay in memory only.
 */
public final class SolverCache {

    /** What a sequence depends on: the rule (e.g. {@code 0.77}) and how far it is computed. */
    public record Key(String rule, int computeTo) {
        static Key of(GameDefinition game) {
            return new Key(game.rule().code(), game.computeTo());
        }

        String text() {
            return "sequence rule=" + rule + " compute-to=" + computeTo;
        }
    }

    /** What a second-route check depends on: the rule and the heap sizes it covers. */
    record CheckKey(String rule, int checkTo) {
        String text() {
            return "two-heap-check rule=" + rule + " check-to=" + checkTo;
        }
    }

    /**
     * What a study depends on when no rule file does: its name and its bounds, e.g.
     * {@code ("sibert-conway", "every size")}. Such results (a lesson's fixed game at fixed bounds) are pure
     * functions of the key, so they are kept from build to build like the sequences.
     */
    public record StudyKey(String study, List<Object> bounds) {
        public StudyKey {
            bounds = List.copyOf(bounds);
        }

        String text() {
            return "study " + study + " bounds=" + bounds;
        }
    }

    /** A study's answers: those decoded or computed in this process, and all known, as stored. */
    private static final class Answers {
        final Map<String, Object> values = new HashMap<>();
        final Map<String, JsonNode> stored = new TreeMap<>();
        boolean changed;
    }

    private final Optional<CacheFolder> disk;
    private final Map<Key, GrundySequence> sequences = new HashMap<>();
    private final Map<CheckKey, Object> checks = new HashMap<>();
    private final Map<StudyKey, Object> studies = new HashMap<>();
    private final Map<StudyKey, Answers> answers = new HashMap<>();
    private final Set<Object> used = new HashSet<>();
    private final Set<String> recomputed = new HashSet<>();
    private final Set<String> studiesAsked = new HashSet<>();
    private final Set<String> studiesRecomputed = new HashSet<>();
    /** The exercise sets drawn by the last build and this one, by what they were drawn from. */
    private final LastBuild<List<Object>, ExerciseSet> draws = new LastBuild<>();
    /** What was asked since {@link #startRecording()}, while a page's work is recorded; null otherwise. */
    private Set<Object> recordedEntries;
    private Set<String> recordedStudies;
    private Set<List<Object>> recordedDraws;

    /**
     * The entries a stretch of a build asked for (the keys of values, checks and studies, the studies' names, the draws'
     * keys): what a build that keeps that stretch's work asks again with {@link #askAgain}, so that the entries are
     * counted and kept as if it had been done again.
     */
    public record Asked(Set<Object> entries, Set<String> studies, Set<List<Object>> draws) {
        public Asked {
            entries = Set.copyOf(entries);
            studies = Set.copyOf(studies);
            draws = Set.copyOf(draws);
        }
    }

    /** A cache in memory only: what {@code build --no-cache} and the tests use. */
    public SolverCache() {
        this(Optional.empty());
    }

    /** A cache that also keeps its results in {@code disk}, when given, for later processes. */
    public SolverCache(Optional<CacheFolder> disk) {
        this.disk = disk;
    }

    /** The folder this cache keeps its results in, if it keeps them on disk. */
    public Optional<CacheFolder> folder() {
        return disk;
    }

    /** Starts noting every entry asked for, until {@link #stopRecording()}. */
    synchronized void startRecording() {
        recordedEntries = new HashSet<>();
        recordedStudies = new HashSet<>();
        recordedDraws = new HashSet<>();
    }

    /** What was asked since {@link #startRecording()}; stops noting. */
    synchronized Asked stopRecording() {
        Asked asked = new Asked(recordedEntries, recordedStudies, recordedDraws);
        recordedEntries = null;
        recordedStudies = null;
        recordedDraws = null;
        return asked;
    }

    /** Asks again for what {@code asked} recorded: the entries are used by this build, as if asked one by one. */
    synchronized void askAgain(Asked asked) {
        used.addAll(asked.entries());
        studiesAsked.addAll(asked.studies());
        asked.draws().forEach(draws::find);
    }

    private void note(Object entry, String study) {
        used.add(entry);
        if (recordedEntries != null) {
            recordedEntries.add(entry);
        }
        if (study != null) {
            studiesAsked.add(study);
            if (recordedStudies != null) {
                recordedStudies.add(study);
            }
        }
    }

    /** Starts a build: forgets which entries were used and what was recomputed. */
    public synchronized void startBuild() {
        used.clear();
        recomputed.clear();
        studiesAsked.clear();
        studiesRecomputed.clear();
        draws.startBuild();
    }

    /**
     * Ends a build, successful or not: writes the studies' new answers to disk (they are true whatever
     * the pages say), and after a successful one drops from memory every entry it did not ask for.
     */
    public synchronized void endBuild(boolean successful) {
        disk.ifPresent(folder -> {
            answers.forEach((key, study) -> {
                if (study.changed) {
                    folder.write("study", key.text(), ResultCodec.answers(study.stored));
                    study.changed = false;
                }
            });
            folder.removeAbandoned();
        });
        if (successful) {
            sequences.keySet().retainAll(used);
            checks.keySet().retainAll(used);
            studies.keySet().retainAll(used);
            answers.keySet().retainAll(used);
        }
    }

    /**
     * The exercises {@code draw} draws, kept in memory for the next build: {@code key} names everything the draw reads
     * (the plan, the games its exercises play, the count, seed and difficulty). A draw that fails is not kept.
     */
    ExerciseSet drawn(List<Object> key, Supplier<ExerciseSet> draw) {
        synchronized (this) {
            if (recordedDraws != null) {
                recordedDraws.add(key);
            }
        }
        return draws.apply(key, k -> draw.get());
    }

    /** The sequence of {@code game}, computed by {@code compute} only when no equal rule and bound was. */
    synchronized GrundySequence sequence(GameDefinition game, Function<GameDefinition, GrundySequence> compute) {
        Key key = Key.of(game);
        note(key, null);
        GrundySequence cached = sequences.get(key);
        if (cached == null) {
            cached = storedRight("sequence", key.text(), bytes -> ResultCodec.sequence(game.rule(), bytes),
                    "its values are not the rule's: ", stored -> SequenceCheck.firstProblem(stored, key.computeTo())).orElse(null);
        }
        if (cached == null) {
            cached = compute.apply(game);
            store("sequence", key.text(), ResultCodec.sequence(cached));
            recomputed.add(game.id());
        }
        sequences.put(key, cached);
        return cached;
    }

    /**
     * The result of a second-route check of {@code game}, run by {@code check} only when not cached; one read from disk
     * is used only when {@code problem} finds nothing wrong with it for the game's {@code check-to}, and reported otherwise.
     */
    synchronized <T> T check(GameDefinition game, Class<T> type, Function<GameDefinition, T> check,
            BiFunction<T, Integer, Optional<String>> problem) {
        CheckKey key = new CheckKey(game.rule().code(), game.checkTo());
        note(key, null);
        Object cached = checks.get(key);
        if (cached == null) {
            Optional<T> stored = storedRight("check", key.text(), bytes -> ResultCodec.json(bytes, type),
                    "its result is not this check's: ", read -> problem.apply(read, key.checkTo()));
            cached = stored.orElse(null);
        }
        if (cached == null) {
            cached = check.apply(game);
            store("check", key.text(), ResultCodec.json(cached));
            recomputed.add(game.id());
        }
        checks.put(key, cached);
        return type.cast(cached);
    }

    /**
     * The live object of the study {@code key} (e.g. a search whose memos answer later questions),
     * computed by {@code compute} only when this process has not: it is kept in memory, never on disk.
     */
    synchronized <T> T study(StudyKey key, Class<T> type, Supplier<T> compute) {
        note(key, key.study());
        Object cached = studies.get(key);
        if (cached == null) {
            cached = compute.get();
            studies.put(key, cached);
            studiesRecomputed.add(key.study());
        }
        return type.cast(cached);
    }

    /**
     * The answer to {@code question} (e.g. {@code "reduction-proofs"} or {@code "analyze misere 5+3"})
     * of the study {@code key}: from memory, else from disk, else computed by {@code compute} and kept
     * in both. The answer must be a record (or list, map, enum, string, number) that JSON holds exactly. One read from
     * disk is used only when {@code problem} finds nothing wrong with it, and is reported otherwise.
     */
    synchronized <T> T answer(StudyKey key, String question, TypeReference<T> type, Supplier<T> compute,
            Function<T, Optional<String>> problem) {
        note(key, key.study());
        Answers study = answers.computeIfAbsent(key, k -> {
            Answers loaded = new Answers();
            stored("study", k.text(), ResultCodec::answers).ifPresent(loaded.stored::putAll);
            return loaded;
        });
        Object value = study.values.get(question);
        if (value == null && study.stored.containsKey(question)) {
            value = decoded(key, study, question, type, problem);
        }
        if (value == null) {
            value = compute.get();
            study.stored.put(question, ResultCodec.tree(value));
            study.changed = disk.isPresent();
            studiesRecomputed.add(key.study());
        }
        study.values.put(question, value);
        @SuppressWarnings("unchecked")
        T answer = (T) value;
        return answer;
    }

    private <T> T decoded(StudyKey key, Answers study, String question, TypeReference<T> type,
            Function<T, Optional<String>> problem) {
        String wrong;
        try {
            T read = ResultCodec.fromTree(study.stored.get(question), type.getType());
            Optional<String> found = problem.apply(read);
            if (found.isEmpty()) {
                return read;
            }
            wrong = "its answer to '" + question + "' is not right: " + found.get();
        } catch (IllegalArgumentException e) {
            wrong = "its answer to '" + question + "' is not one: " + e.getMessage();
        }
        String reason = wrong;
        disk.ifPresent(folder -> folder.reject("study", key.text(), reason));
        study.stored.remove(question);
        return null;
    }

    /**
     * The entry of {@code key} decoded, when {@code problem} finds nothing wrong with it: a checksum proves an entry whole,
     * not right, and one made by hand can be whole and wrong (a game's values held to its rule by {@link SequenceCheck}, a
     * check to its check-to). One that is wrong is reported, {@code wrong} and the problem, and left to be recomputed.
     */
    private <T> Optional<T> storedRight(String kind, String key, Function<byte[], T> decode, String wrong,
            Function<T, Optional<String>> problem) {
        return stored(kind, key, decode).filter(value -> {
            Optional<String> found = problem.apply(value);
            found.ifPresent(p -> disk.orElseThrow().reject(kind, key, wrong + p));
            return found.isEmpty();
        });
    }

    private <T> Optional<T> stored(String kind, String key, Function<byte[], T> decode) {
        if (disk.isEmpty()) {
            return Optional.empty();
        }
        return disk.get().read(kind, key).flatMap(bytes -> {
            try {
                return Optional.of(decode.apply(bytes));
            } catch (IllegalArgumentException e) {
                disk.get().reject(kind, key, "its result does not decode: " + e.getMessage());
                return Optional.empty();
            }
        });
    }

    private void store(String kind, String key, byte[] payload) {
        disk.ifPresent(folder -> folder.write(kind, key, payload));
    }

    /** The ids of the games whose results this build computed rather than found here. */
    public synchronized Set<String> recomputed() {
        return Set.copyOf(recomputed);
    }

    /** The names of the studies this build asked for, and of those it computed something of rather than found it. */
    public synchronized StudyCount studies() {
        return new StudyCount(Set.copyOf(studiesAsked), Set.copyOf(studiesRecomputed));
    }

    /** The studies a build asked for, and those of them it (partly) recomputed. */
    public record StudyCount(Set<String> asked, Set<String> recomputed) {
    }

    /** How many sequences are held in memory. */
    public synchronized int size() {
        return sequences.size();
    }
}
