package org.kaylescourseware.site.games;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.kaylescourseware.site.source.SourceException;
import org.kaylescourseware.site.source.SourceLocation;

/**
 * The games of the course, read from {@code content/games/<id>.yaml}. This is the one place games
 * come from: a lesson names a game by id, and an unknown id is an error that lists the known ones.
 */
public final class GameCatalog {

    private final Map<String, GameDefinition> games;

    private GameCatalog(Map<String, GameDefinition> games) {
        this.games = games;
    }

    /** Reads every {@code *.yaml} file in {@code folder}; a missing folder gives an empty catalog. */
    public static GameCatalog load(Path folder) {
        Map<String, GameDefinition> games = new TreeMap<>();
        if (Files.isDirectory(folder)) {
            for (Path file : ruleFiles(folder)) {
                GameDefinition game = read(file);
                games.put(game.id(), game);
            }
        }
        return new GameCatalog(games);
    }

    /** A catalog of the given games, for tests. */
    public static GameCatalog of(GameDefinition... definitions) {
        Map<String, GameDefinition> games = new TreeMap<>();
        for (GameDefinition game : definitions) {
            games.put(game.id(), game);
        }
        return new GameCatalog(games);
    }

    public Optional<GameDefinition> find(String id) {
        return Optional.ofNullable(games.get(id));
    }

    /** The game {@code id}, or an error at {@code where} that lists the games there are. */
    public GameDefinition require(String id, SourceLocation where) {
        GameDefinition game = games.get(id);
        if (game == null) {
            throw new SourceException(where, "unknown game '" + id + "'; the games are "
                    + (games.isEmpty() ? "(none: add content/games/<id>.yaml)" : String.join(", ", games.keySet())));
        }
        return game;
    }

    /** Every game, ordered by id. */
    public List<GameDefinition> games() {
        return List.copyOf(games.values());
    }

    private static List<Path> ruleFiles(Path folder) {
        try (Stream<Path> files = Files.list(folder)) {
            return files.filter(f -> f.getFileName().toString().endsWith(".yaml"))
                    .sorted()
                    .collect(Collectors.toList());
        } catch (IOException e) {
            throw new SourceException(new SourceLocation(folder, 1), "cannot list rule files: " + e.getMessage(), e);
        }
    }

    private static GameDefinition read(Path file) {
        try (Reader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            return RuleFile.parse(file, reader);
        } catch (IOException e) {
            throw new SourceException(new SourceLocation(file, 1), "cannot read rule file: " + e.getMessage(), e);
        }
    }
}
