package org.kaylescourseware.site.games;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.impartial.GrundySequence;

/**
 * The Markdown source of a game's page, generated from its rule file and baked like a lesson, with
 * the same directives and partials: the rule file's description, the rules in words, the table of
 * nim-values, the period certificate, a worked game, the board to play it on (games played on rows of
 * tokens), the commands that compute the same on the command line, and the exercises. Nothing in it is typed in:
 * each part is a directive the build computes.
 */
public final class GamePageSource {

    /** How the README runs the program: the game pages' command lines start with it. */
    public static final String COMMAND = "java -jar kayles-courseware.jar";
    /** The worked game starts from at least this many tokens, so that it lasts a few turns. */
    static final int LEAST_START_TOKENS = 9;
    /** ... and from at most this many (the worked-game directive's limit). */
    static final int MOST_START_TOKENS = 30;

    private GamePageSource() {
    }

    /** The page's Markdown; the description comes first, so its lines are the rule file's lines. */
    public static String markdown(GameDefinition game, GrundySequence sequence) {
        String id = game.id();
        List<String> parts = new ArrayList<>();
        if (!game.description().isEmpty()) {
            parts.add(game.description().strip());
        }
        parts.add("## Rules\n\n" + solver("game-rules game=" + id));
        parts.add("## Nim-values\n\nThe nim-value $`\\mathcal{G}(n)`$ of a heap of $`n`$ tokens is the least value that no"
                + " move reaches (the Sprague–Grundy recurrence); a sum of heaps is lost by the player to move exactly"
                + " when the nim-sum of its heaps' values is 0.\n\n" + solver("grundy-table game=" + id + " to=" + game.tableTo()));
        parts.add("## Period\n\n" + solver("period-certificate game=" + id));
        Optional<Position> start = workedGameStart(sequence);
        start.ifPresent(position -> parts.add("## A worked game\n\nThe game starts from a sum"
                + " of two or three different heaps that the first player wins, of as few tokens as possible but at least "
                + LEAST_START_TOKENS + ".\n\n"
                + solver("worked-game game=" + id + " start=" + position)));
        if (playableOnARow(game) && start.isPresent()) {
            parts.add("## Play it\n\nPlay against the computer from the worked game's start, or from rows of your own.\n\n"
                    + solver("play-board game=" + id + " rows=\"" + start.get().heaps().stream().map(String::valueOf)
                    .collect(Collectors.joining(" ")) + "\" level=perfect first=reader"));
        }
        parts.add(commandLine(id, game.tableTo(), start));
        parts.add("## Exercises\n\n" + solver("game-exercises game=" + id));
        return String.join("\n\n", parts) + "\n";
    }

    /**
     * A start for the worked game, chosen from the values so that every build picks the same: the
     * N-position of three different heaps (else two) with the fewest tokens, at least
     * {@link #LEAST_START_TOKENS}, the larger heaps first.
     */
    static Optional<Position> workedGameStart(GrundySequence sequence) {
        for (int total = LEAST_START_TOKENS; total <= MOST_START_TOKENS; total++) {
            for (int heaps = 3; heaps >= 2; heaps--) {
                Optional<Position> start = firstSum(sequence, total, heaps, Math.min(total, sequence.to()) + 1, 0);
                if (start.isPresent()) {
                    return start;
                }
            }
        }
        return Optional.empty();
    }

    /** The first sum of {@code heaps} different heaps below {@code below}, of {@code total} tokens, whose nim-sum differs from {@code avoid}. */
    private static Optional<Position> firstSum(GrundySequence sequence, int total, int heaps, int below, int avoid) {
        for (int largest = Math.min(below - 1, total); largest >= 1; largest--) {
            int rest = total - largest;
            int value = sequence.value(largest);
            if (heaps == 1) {
                if (rest == 0 && value != avoid) {
                    return Optional.of(Position.of(largest));
                }
                continue;
            }
            Optional<Position> tail = rest < 1 ? Optional.empty() : firstSum(sequence, rest, heaps - 1, largest, avoid ^ value);
            if (tail.isPresent()) {
                List<Integer> all = new ArrayList<>(tail.get().heaps());
                all.add(largest);
                return Optional.of(new Position(all));
            }
        }
        return Optional.empty();
    }

    /**
     * Whether the board of {@code play-board} plays the game: an octal game whose moves take tokens
     * (first digit 0); Nim's heaps and a move that only splits a heap are not rows of tokens to knock down.
     */
    static boolean playableOnARow(GameDefinition game) {
        return game.rule().playsOnARow();
    }

    /** The commands that compute the page's table and judge the worked game's start, to copy into a terminal. */
    private static String commandLine(String id, int tableTo, Optional<Position> start) {
        StringBuilder commands = new StringBuilder("```sh\n").append(COMMAND).append(" grundy ").append(id)
                .append(" --to ").append(tableTo).append('\n');
        start.ifPresent(position -> commands.append(COMMAND).append(" outcome ").append(id).append(' ')
                .append(position).append('\n'));
        return "## On the command line\n\nThe course's program computes the same values"
                + start.map(p -> ", and who wins from the worked game's start,").orElse("") + " in a terminal:\n\n"
                + commands + "```";
    }

    private static String solver(String directive) {
        return "```solver\n" + directive + "\n```";
    }
}
