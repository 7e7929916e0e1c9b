package org.kaylescourseware.site.directive;

import java.util.List;
import java.util.Optional;
import org.kaylescourseware.impartial.GrundySequence;
import org.kaylescourseware.impartial.Periodicity;
import org.kaylescourseware.rules.OctalGame;
import org.kaylescourseware.site.games.GameDefinition;
import org.kaylescourseware.site.play.PlayTable;
import org.kaylescourseware.site.play.PlayTableJson;

/**
 * {@code play-board game=dawsons-kayles rows="6 4" level=perfect first=reader}: the interactive board
 * of {@code templates/assets/js/board.js}. The game's table (its values to compute-to and the
 * certified period) is embedded in the page as JSON, which works from file://, and the same bytes
 * are published as {@code <id>.json} next to the page.
 */
final class PlayBoardDirective implements Directive {

    static final List<String> LEVELS = List.of("random", "weak", "perfect");
    static final List<String> FIRST = List.of("reader", "computer");

    /** What the partial shows: the container's data attributes, the table's JSON and its file. */
    record PlayBoard(String id, String game, String rule, String rows, String level, String first, String json,
            String file, boolean periodic, int tableTo) {
    }

    @Override
    public String kind() {
        return "play-board";
    }

    @Override
    public List<Parameter> parameters() {
        return List.of(Parameter.GAME,
                new Parameter("rows", "the starting rows, quoted, e.g. \"6 4\""),
                new Parameter("level", "the computer's play: " + String.join(", ", LEVELS) + " (perfect by default)"),
                new Parameter("first", "who moves first: reader (default) or computer"),
                new Parameter("id", "the table's id in the page and its file name, <game>-table by default"));
    }

    @Override
    public Record model(DirectiveArguments arguments, SolverSession solver) {
        GameDefinition game = arguments.game();
        if (!(game.rule() instanceof OctalGame octal) || octal.digit(0) != 0) {
            throw arguments.fail("game", game.id() + " (" + game.rule().code() + ") cannot be played on a row of"
                    + " tokens: the board needs an octal game whose first digit is 0");
        }
        String level = choice(arguments, "level", LEVELS, "perfect");
        String first = choice(arguments, "first", FIRST, "reader");
        String id = arguments.optionalText("id").orElse(game.id() + "-table");
        String rows = arguments.text("rows").strip();
        if (!rows.matches("[1-9]\\d?( [1-9]\\d?){0,7}")) {
            throw arguments.fail("rows", "'" + rows + "' is not a list of 1 to 8 row lengths separated by spaces, e.g. \"6 4\"");
        }
        GrundySequence sequence = solver.sequence(game);
        Optional<Periodicity> periodicity = sequence.periodicity();
        PlayTable table = new PlayTable(game.id(), game.name(), octal.code(), octal.digits(), sequence.values(),
                periodicity.map(Periodicity::period).orElse(null), periodicity.map(Periodicity::preperiod).orElse(null));
        String json = PlayTableJson.write(table);
        String file = id + ".json";
        solver.attach(arguments.location(), file, json + "\n");
        return new PlayBoard(id, game.name(), octal.code(), rows, level, first, json, file, periodicity.isPresent(),
                sequence.to());
    }

    private static String choice(DirectiveArguments arguments, String name, List<String> valid, String fallback) {
        String value = arguments.optionalText(name).orElse(fallback);
        if (!valid.contains(value)) {
            throw arguments.fail(name, "'" + value + "' is not one of " + String.join(", ", valid));
        }
        return value;
    }
}
