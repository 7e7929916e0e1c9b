package org.kaylescourseware.site.directive;

import com.fasterxml.jackson.core.type.TypeReference;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.Timer;
import java.util.TimerTask;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;
import org.kaylescourseware.exercise.CitedResults;
import org.kaylescourseware.exercise.Difficulty;
import org.kaylescourseware.exercise.ExerciseSet;
import org.kaylescourseware.exercise.LessonPlan;
import org.kaylescourseware.exercise.PrintedPositions;
import org.kaylescourseware.impartial.GrundySequence;
import org.kaylescourseware.impartial.TwoHeapCheck;
import org.kaylescourseware.misere.nim.MisereNimPlay;
import org.kaylescourseware.misere.nim.NimEquivalenceVerification;
import org.kaylescourseware.misere.quotient.MisereQuotient;
import org.kaylescourseware.misere.quotient.MisereQuotientSolver;
import org.kaylescourseware.misere.quotient.OctalQuotientSurvey;
import org.kaylescourseware.misere.quotient.PartialQuotients;
import org.kaylescourseware.misere.quotient.QuotientCheck;
import org.kaylescourseware.site.course.Edition;
import org.kaylescourseware.site.exercisebook.ExerciseBook;
import org.kaylescourseware.site.exercisebook.ExerciseSection;
import org.kaylescourseware.site.games.GameCatalog;
import org.kaylescourseware.site.games.GameDefinition;
import org.kaylescourseware.site.source.SourceException;
import org.kaylescourseware.site.source.SourceLocation;

/**
 * The computations of one build. Each game's single-heap values are computed once, up to the
 * {@code compute-to} of its rule file, and shared by every directive that asks; they are kept in
 * a {@link SolverCache}, which may outlive the build (the builder's, in {@code serve}).
 */
public final class SolverSession {

    private static final long SLOW_MILLIS = 1000;
    /**
     * The heaps the partial quotients of a game are computed to: Q_33 of Dawson's Kayles, 638 elements, takes a few
     * seconds and less than 256 MB; Q_34 needs a trial monoid of some 20,000 elements, gigabytes.
     */
    public static final int PARTIAL_QUOTIENT_HEAPS = 33;
    /** The most heaps, and the most elements of a trial quotient, of each game of the octal survey: a few seconds in all. */
    public static final int OCTAL_SURVEY_HEAPS = 300;
    public static final int OCTAL_SURVEY_ORDER = 300;
    /** The most tokens of the sums on which a stored misère quotient is played against the game tree before it is used. */
    private static final int QUOTIENT_CHECK_TOKENS = 20;

    private final GameCatalog catalog;
    private final Consumer<String> progress;
    private final SolverCache cache;
    private final Edition edition;
    private final ExerciseBook exerciseBook = new ExerciseBook();
    private int artifacts;
    private volatile CitedResults cited = CitedResults.NONE;
    private final MisereNimPlay misereNimPlay = new MisereNimPlay();
    private final Map<String, Attachment> attachments = new TreeMap<>();
    private final Map<Path, Set<String>> gamesUsed = new HashMap<>();

    /**
     * A file a directive publishes next to the page it is written in, e.g. the JSON table of a
     * board: {@code name} in the folder of the page baked from {@code page} (a file under content/).
     */
    public record Attachment(Path page, String name, String text) {

        /** The file's path, which names it among the build's attachments: its page's folder and its name. */
        String key() {
            return page.toAbsolutePath().normalize().getParent().resolve(name).toString();
        }
    }

    /**
     * What rendering a page did to this session besides its HTML: the games it used (by page), the artifacts it counted,
     * the files it attached, the exercise sections it recorded and what it asked of the cache.
     */
    public record Effects(Map<Path, Set<String>> gamesUsed, int artifacts, List<Attachment> attachments,
            Map<Path, ExerciseSection> exercises, SolverCache.Asked asked) {
    }

    /** What {@link #record} gives: the value, and what computing it did to the session. */
    public record Recorded<T>(T value, Effects effects) {
    }

    /** A session with a cache of its own. */
    public SolverSession(GameCatalog catalog, Consumer<String> progress) {
        this(catalog, new SolverCache(), progress, Edition.STUDENT);
    }

    /**
     * A session baking {@code edition}: the directives that differ by edition ask {@link #edition()}.
     *
     * @param cache    results of earlier builds, reused when their rule and bound are unchanged
     * @param progress receives a line for each computation that takes a noticeable time
     */
    public SolverSession(GameCatalog catalog, SolverCache cache, Consumer<String> progress, Edition edition) {
        this.catalog = catalog;
        this.cache = cache;
        this.progress = progress;
        this.edition = edition;
    }

    /**
     * The build's names of the lessons' numbered blocks, set once the blocks are numbered and before any page is
     * rendered: what the exercises drawn in this session cite.
     */
    public void cite(CitedResults results) {
        this.cited = results;
    }

    /** The names exercises cite, as {@link #cite} set them. */
    public CitedResults citedResults() {
        return cited;
    }

    public Edition edition() {
        return edition;
    }

    /** {@code render}'s value, and what it did to this session, to be done again by {@link #replay} when a later build keeps the value. */
    public <T> Recorded<T> record(Supplier<T> render) {
        Map<Path, Set<String>> usedBefore = new HashMap<>();
        Set<String> attachedBefore;
        int artifactsBefore;
        synchronized (this) {
            gamesUsed.forEach((page, games) -> usedBefore.put(page, Set.copyOf(games)));
            attachedBefore = Set.copyOf(attachments.keySet());
            artifactsBefore = artifacts;
        }
        Set<Path> exercisesBefore = exerciseBook.sections().keySet();
        cache.startRecording();
        T value;
        SolverCache.Asked asked;
        try {
            value = render.get();
        } finally {
            asked = cache.stopRecording();
        }
        synchronized (this) {
            Map<Path, Set<String>> used = new HashMap<>();
            gamesUsed.forEach((page, games) -> {
                Set<String> added = new TreeSet<>(games);
                added.removeAll(usedBefore.getOrDefault(page, Set.of()));
                if (!added.isEmpty()) {
                    used.put(page, Set.copyOf(added));
                }
            });
            List<Attachment> attached = attachments.entrySet().stream().filter(a -> !attachedBefore.contains(a.getKey()))
                    .map(Map.Entry::getValue).toList();
            Map<Path, ExerciseSection> exercises = new LinkedHashMap<>(exerciseBook.sections());
            exercises.keySet().removeAll(exercisesBefore);
            return new Recorded<>(value, new Effects(Map.copyOf(used), artifacts - artifactsBefore, attached, exercises, asked));
        }
    }

    /**
     * Does to this session what {@code effects} recorded, unless it clashes with what this build did so far (an exercise
     * another page asks, a file attached with other content): then it does nothing and returns false, and the page is
     * to be rendered anew, which reports the clash where it is.
     */
    public synchronized boolean replay(Effects effects) {
        for (Map.Entry<Path, ExerciseSection> section : effects.exercises().entrySet()) {
            if (exerciseBook.problem(section.getKey(), section.getValue()).isPresent()) {
                return false;
            }
        }
        for (Attachment attachment : effects.attachments()) {
            Attachment old = attachments.get(attachment.key());
            if (old != null && !old.text().equals(attachment.text())) {
                return false;
            }
        }
        effects.exercises().forEach(exerciseBook::record);
        effects.attachments().forEach(attachment -> attachments.putIfAbsent(attachment.key(), attachment));
        effects.gamesUsed().forEach((page, games) -> gamesUsed.computeIfAbsent(page, p -> new TreeSet<>()).addAll(games));
        artifacts += effects.artifacts();
        cache.askAgain(effects.asked());
        return true;
    }

    /** Notes that a directive or fact of {@code page} (a file under content/) computed something of {@code game}. */
    public synchronized void used(Path page, GameDefinition game) {
        gamesUsed.computeIfAbsent(page.toAbsolutePath().normalize(), p -> new TreeSet<>()).add(game.id());
    }

    /** The ids of the games whose directives and facts {@code page} has used so far in this build, sorted. */
    public synchronized Set<String> gamesUsedBy(Path page) {
        return Set.copyOf(gamesUsed.getOrDefault(page.toAbsolutePath().normalize(), Set.of()));
    }

    /** The exercise sections drawn so far in this build, by lesson file. */
    public ExerciseBook exerciseBook() {
        return exerciseBook;
    }

    public SolverCache cache() {
        return cache;
    }

    public GameCatalog catalog() {
        return catalog;
    }

    /** g(0..compute-to) of {@code game}. */
    public GrundySequence sequence(GameDefinition game) {
        return cache.sequence(game, this::compute);
    }

    /**
     * Computes g(0..compute-to). A computation still running after a second is announced, and
     * its time reported when it ends; quick ones pass silently.
     */
    private GrundySequence compute(GameDefinition game) {
        long start = System.nanoTime();
        String what = game.name() + " (" + game.rule().code() + "), g(0.." + game.computeTo() + ")";
        Timer notice = new Timer("progress", true);
        notice.schedule(new TimerTask() {
            @Override
            public void run() {
                progress.accept("computing " + what + " ...");
            }
        }, SLOW_MILLIS);
        try {
            GrundySequence sequence = GrundySequence.compute(game.rule(), game.computeTo());
            long millis = (System.nanoTime() - start) / 1_000_000;
            if (millis >= SLOW_MILLIS) {
                progress.accept("computed " + what + " in " + millis + " ms");
            }
            return sequence;
        } catch (IllegalArgumentException e) {
            throw new SourceException(game.source(), "cannot compute " + game.id() + ": " + e.getMessage(), e);
        } finally {
            notice.cancel();
        }
    }

    /**
     * The misère Nim paper's checks over the Nim positions of total size ≤ {@code bound}, computed
     * once and shared by the directives and facts that ask (its memos make them cheap); kept across
     * the rebuilds of {@code serve}.
     */
    public NimEquivalenceVerification nimVerification(int bound) {
        return study("nim-equivalence", List.of(bound), NimEquivalenceVerification.class,
                () -> new NimEquivalenceVerification(bound));
    }

    /** The misère quotient of Kayles (every row length), computed once and kept in the solver cache. */
    public MisereQuotient kaylesMisereQuotient() {
        return answer("kayles-misere-quotient", List.of(MisereQuotientSolver.KAYLES_HEAP_LIMIT), "quotient",
                new TypeReference<MisereQuotient>() { }, MisereQuotientSolver::kaylesQuotient,
                read -> QuotientCheck.firstProblem(read, "0.77", QUOTIENT_CHECK_TOKENS));
    }

    /**
     * The partial quotients Q_1, …, Q_{@value #PARTIAL_QUOTIENT_HEAPS} of {@code game}, computed once and kept in the
     * solver cache.
     */
    public PartialQuotients partialQuotients(GameDefinition game) {
        String rule = game.rule().code();
        return answer("misere-partial-quotients", List.of(rule, PARTIAL_QUOTIENT_HEAPS), "orders",
                new TypeReference<PartialQuotients>() { }, () -> PartialQuotients.of(game.rule(), PARTIAL_QUOTIENT_HEAPS),
                read -> read.firstProblem(rule, PARTIAL_QUOTIENT_HEAPS));
    }

    /**
     * The misère quotients of the octal games with two code digits, within {@value #OCTAL_SURVEY_HEAPS} heaps and
     * {@value #OCTAL_SURVEY_ORDER} elements, computed once and kept in the solver cache.
     */
    public OctalQuotientSurvey octalQuotientSurvey() {
        return answer("octal-quotient-survey", List.of(OCTAL_SURVEY_HEAPS, OCTAL_SURVEY_ORDER), "games",
                new TypeReference<OctalQuotientSurvey>() { }, () -> OctalQuotientSurvey.of(OCTAL_SURVEY_HEAPS, OCTAL_SURVEY_ORDER),
                read -> read.firstProblem(OCTAL_SURVEY_HEAPS, OCTAL_SURVEY_ORDER));
    }

    /**
     * The exercises {@code plan} draws, as {@link ExerciseSet#generate(LessonPlan, int, long, Difficulty)} draws them; a
     * rebuild with the same rule files draws the same plan as the last build did without drawing it again (each draw
     * checks every answer by a second route: a seventh of a rebuild of {@code serve}).
     */
    public ExerciseSet exercises(LessonPlan plan, int count, long seed, Difficulty difficulty) {
        return exercises(plan, count, seed, difficulty, PrintedPositions.NONE);
    }

    /** The exercises {@code plan} draws for a page that prints {@code printed} before them, as {@link #exercises} draws. */
    public ExerciseSet exercises(LessonPlan plan, int count, long seed, Difficulty difficulty, PrintedPositions printed) {
        List<String> games = catalog.games().stream().map(g -> g.id() + " " + g.rule().code() + " " + g.name()).toList();
        return cache.drawn(List.of(games, plan.lesson(), plan.title(), plan.variantKey(), plan.kinds(), plan.citations(), count, seed, difficulty,
                printed.key()), () -> ExerciseSet.generate(plan, count, seed, difficulty, Set.of(), printed));
    }

    /**
     * A live object that depends only on a study's name and bounds (no rule file), e.g. a search whose
     * memos answer later questions: computed once and kept in memory across the rebuilds of {@code serve}.
     */
    public <T> T study(String study, List<Object> bounds, Class<T> type, Supplier<T> compute) {
        return cache.study(new SolverCache.StudyKey(study, bounds), type, compute);
    }

    /**
     * The answer to {@code question} of the study {@code study} at {@code bounds}, computed once and
     * kept in the solver cache, on disk too when the build has one: a later build reads it instead of
     * computing. The question names everything the answer depends on besides the study and its bounds
     * (e.g. {@code "analyze misere 5+3"}); the answer is a record that JSON holds exactly.
     */
    public <T> T answer(String study, List<Object> bounds, String question, TypeReference<T> type, Supplier<T> compute) {
        return answer(study, bounds, question, type, compute, read -> Optional.empty());
    }

    /**
     * As {@link #answer(String, List, String, TypeReference, Supplier)}, for an answer that can be checked more cheaply
     * than computed: one read from the cache is used only when {@code problem} finds nothing wrong with it, and is
     * computed again, with one line saying so, otherwise.
     */
    public <T> T answer(String study, List<Object> bounds, String question, TypeReference<T> type, Supplier<T> compute,
            Function<T, Optional<String>> problem) {
        return cache.answer(new SolverCache.StudyKey(study, bounds), question, type, compute, problem);
    }

    /** Misère Nim positions played out on their game trees, shared by the build. */
    public MisereNimPlay misereNimPlay() {
        return misereNimPlay;
    }

    /**
     * Publishes {@code text} as the file {@code name} next to the page whose source holds
     * {@code where}. The same name twice for one page is an error unless the text is the same.
     */
    public synchronized void attach(SourceLocation where, String name, String text) {
        if (!name.matches("[a-z0-9][a-z0-9.-]*")) {
            throw new SourceException(where, "'" + name + "' is not a file name for the site: use lower-case letters, digits, '-' and '.'");
        }
        Attachment attachment = new Attachment(where.file(), name, text);
        Attachment old = attachments.putIfAbsent(attachment.key(), attachment);
        if (old != null && !old.text().equals(text)) {
            throw new SourceException(where, "the file " + name + " next to this page is already written with other content;"
                    + " give this artifact another id");
        }
    }

    /** The files directives publish next to their pages, in a stable order. */
    public List<Attachment> attachments() {
        return List.copyOf(attachments.values());
    }

    /**
     * The second-route check of {@code game}'s values up to its {@code check-to}, empty when the rule
     * file asks for none. A disagreement is an error at the rule file: the values cannot be trusted.
     */
    public java.util.Optional<TwoHeapCheck> twoHeapCheck(GameDefinition game) {
        if (game.checkTo() == 0) {
            return java.util.Optional.empty();
        }
        GrundySequence sequence = sequence(game);
        TwoHeapCheck check = cache.check(game, TwoHeapCheck.class, g -> TwoHeapCheck.of(sequence, g.checkTo()),
                TwoHeapCheck::firstProblemAsCheckTo);
        if (!check.agrees()) {
            throw new SourceException(game.source(), "the values of " + game.id() + " disagree with a game-tree search at "
                    + String.join(", ", check.disagreements()) + ": the solver is wrong for this rule; report it");
        }
        return java.util.Optional.of(check);
    }

    /** Counts one rendered artifact, for the build summary. */
    synchronized void countArtifact() {
        artifacts++;
    }

    public int artifacts() {
        return artifacts;
    }
}
