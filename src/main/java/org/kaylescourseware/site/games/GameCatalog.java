package org.kaylescourseware.site.games;

import java.io.IOException;
import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.kaylescourseware.exercise.CitedResults;
import org.kaylescourseware.exercise.ImpartialGame;
import org.kaylescourseware.exercise.LessonPlan;
import org.kaylescourseware.exercise.kinds.ExerciseCatalog;
import org.kaylescourseware.rules.ImpartialRule;
import org.kaylescourseware.site.source.SourceException;
import org.kaylescourseware.site.source.SourceLocation;
import org.kaylescourseware.site.source.SourceProblems;
import org.kaylescourseware.site.source.SourceText;

/**
 * The games of the course, read from {@code content/games/<id>.yaml} (or {@code .yml}). This is the one place games
 * come from: a lesson names a game by id, and an unknown id is an error that lists the known ones.
 */
public final class GameCatalog {

    /** How the message of {@link #named} starts when the game is not known at all. */
    public static final String UNKNOWN_GAME = "unknown game ";

    private final Map<String, GameDefinition> games;
    /** The ids of rule files with problems, and where the first problem is: lessons that use them are told. */
    private final Map<String, SourceLocation> broken;

    private GameCatalog(Map<String, GameDefinition> games, Map<String, SourceLocation> broken) {
        this.games = games;
        this.broken = broken;
    }

    /**
     * Reads every rule file ({@code *.yaml}, {@code *.yml}) in {@code folder}; a missing folder
     * gives an empty catalog.
     *
     * @throws SourceException the first problem, by file and line, when any rule file has one
     */
    public static GameCatalog load(Path folder) {
        SourceProblems problems = new SourceProblems();
        GameCatalog catalog = read(Files.isDirectory(folder) ? ruleFiles(folder) : List.of(), problems);
        if (!problems.sorted().isEmpty()) {
            throw problems.sorted().get(0);
        }
        return catalog;
    }

    /**
     * Reads the given rule files, adding every problem to {@code problems}: the catalog holds the
     * games whose files are sound, and remembers the others so that a lesson using one is told why.
     */
    public static GameCatalog read(List<Path> files, SourceProblems problems) {
        Map<String, GameDefinition> games = new TreeMap<>();
        Map<String, SourceLocation> broken = new TreeMap<>();
        for (Path file : files) {
            List<SourceException> found = new ArrayList<>();
            Optional<GameDefinition> game = read(file, found);
            found.forEach(problems::add);
            if (game.isPresent()) {
                // two files of one id (kayles.yaml and kayles.yml) are a problem the snapshot reports; the first in
                // file order is the game, so the lessons are checked against one rule, not whichever came last
                games.putIfAbsent(game.get().id(), game.get());
            } else {
                broken.put(RuleFile.idOfFile(file), found.get(0).location());
            }
        }
        return new GameCatalog(games, broken);
    }

    /**
     * Reads every rule file in {@code folder} (a missing folder gives an empty catalog), keeping
     * the sound games: a rule file with a problem does not stop the others, and asking for its
     * game names the problem. What a command that takes a game uses.
     */
    public static GameCatalog lenient(Path folder) {
        return read(Files.isDirectory(folder) ? ruleFiles(folder) : List.of(), new SourceProblems());
    }

    /** A catalog of the given games, for tests. */
    public static GameCatalog of(GameDefinition... definitions) {
        Map<String, GameDefinition> games = new TreeMap<>();
        for (GameDefinition game : definitions) {
            games.put(game.id(), game);
        }
        return new GameCatalog(games, Map.of());
    }

    public Optional<GameDefinition> find(String id) {
        return Optional.ofNullable(games.get(id));
    }

    /** The game {@code id}, or an error at {@code where} that lists the games there are. */
    public GameDefinition require(String id, SourceLocation where) {
        try {
            return resolve(id);
        } catch (IllegalArgumentException e) {
            throw new SourceException(where, e.getMessage());
        }
    }

    /**
     * The game {@code id}.
     *
     * @throws IllegalArgumentException naming the games there are, or where the rule file of a
     *                                  game that could not be read has its problem
     */
    public GameDefinition resolve(String id) {
        GameDefinition game = games.get(id);
        if (game == null && broken.containsKey(id)) {
            throw new IllegalArgumentException("game '" + id + "' cannot be used: its rule file has a problem at "
                    + broken.get(id) + "; fix that first");
        }
        if (game == null) {
            throw new IllegalArgumentException("unknown game '" + id + "'; the games are "
                    + (games.isEmpty() ? "(none: add content/games/<id>.yaml)" : String.join(", ", games.keySet())));
        }
        return game;
    }

    /**
     * The game a command names: a rule file's id ({@code treblecross}), or a rule written out (an
     * octal code such as {@code 0.137}, or {@code nim}), named after the course's game with that
     * rule when there is one.
     *
     * @throws IllegalArgumentException saying what was wrong and what would be valid ({@link #choices()})
     */
    public GameReference named(String text) {
        String key = text == null ? "" : text.strip().toLowerCase(Locale.ROOT);
        if (games.containsKey(key) || broken.containsKey(key)) {
            GameDefinition game = resolve(key);
            return new GameReference(game.id(), game.name(), game.rule());
        }
        if (!looksLikeRule(key)) {
            throw new IllegalArgumentException(UNKNOWN_GAME + "'" + text + "': expected " + choices());
        }
        ImpartialRule rule = ImpartialRule.parse(key);
        return games.values().stream().filter(g -> g.rule().equals(rule)).findFirst()
                .map(g -> new GameReference(rule.code(), g.name(), rule))
                .orElseGet(() -> GameReference.ofRule(rule));
    }

    /**
     * Whether {@code text} is written as a rule, an octal code (digits and points) or nim, rather than
     * as the id of a rule file; a malformed code such as {@code 0.7.7} is written as one too.
     */
    public static boolean looksLikeRule(String text) {
        String key = text == null ? "" : text.strip().toLowerCase(Locale.ROOT);
        return key.matches("[0-9.]+") || key.equals("nim");
    }

    /** What {@link #named} accepts, in words: the ids of the rule files, an octal code or nim. */
    public String choices() {
        return (games.isEmpty() ? "" : "a game of the course (" + String.join(", ", games.keySet()) + "), ")
                + "an octal code such as 0.77, 0.07, 0.137, 4.7, or nim";
    }

    /**
     * The games as the exercise generators take them, by id: the name readers see and the rule,
     * so that exercises follow the rule files as the tables do.
     */
    public Function<String, Optional<ImpartialGame>> exerciseGames() {
        return id -> find(id).map(game -> ImpartialGame.of(game.name(), game.rule()));
    }

    /**
     * The exercise plan of {@code lesson} (a lesson, a game's id or an octal code), its games
     * playing by this catalog's rules, the results it cites named as {@code cited} (the lessons) names them.
     *
     * @throws IllegalArgumentException naming the lesson and what would be valid, or a cited block the lessons lack
     */
    public LessonPlan lessonPlan(String lesson, CitedResults cited) {
        return ExerciseCatalog.lesson(lesson, exerciseGames(), cited);
    }

    /** Every game, ordered by id. */
    public List<GameDefinition> games() {
        return List.copyOf(games.values());
    }

    /** The rule files in {@code folder}, sorted; hidden files are not rule files. */
    public static List<Path> ruleFiles(Path folder) {
        try (Stream<Path> files = Files.list(folder)) {
            return files.filter(f -> f.getFileName().toString().matches("[^.].*\\.ya?ml"))
                    .sorted()
                    .collect(Collectors.toList());
        } catch (IOException e) {
            throw new SourceException(new SourceLocation(folder, 1), "cannot list rule files: " + e.getMessage(), e);
        }
    }

    private static Optional<GameDefinition> read(Path file, List<SourceException> problems) {
        try {
            return RuleFile.parse(file, new StringReader(SourceText.read(file)), problems);
        } catch (SourceException e) {
            problems.add(e);
            return Optional.empty();
        }
    }
}
