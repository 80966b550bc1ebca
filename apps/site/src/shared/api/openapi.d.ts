/**
 * Generated from the API's OpenAPI document (/api/docs/openapi.json) by apps/api/test/openapi-paths.spec.ts.
 * Do not edit: run `npm run openapi -w @community/site` after changing a route.
 */

export interface paths {
    "/api/layout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The variant's brand, navigation, footer, meta, routes and translations for a locale */
        get: operations["VariantsController_layout"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/translations/{locale}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A locale's translations (flat keys), as the layout carries them */
        get: operations["VariantsController_translations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/site-config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The site configuration of the variant serving this host (SPEC 3) */
        get: operations["VariantsController_siteConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create an account; a confirmation e-mail is sent. Under-18s and common passwords are refused. */
        post: operations["AuthController_register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm an e-mail address with the token from the link */
        post: operations["AuthController_confirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/confirm/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send the confirmation e-mail again */
        post: operations["AuthController_resend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Log in with name or e-mail; 403 mfa_required when a second step is needed */
        post: operations["AuthController_login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/mfa": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Second login step: a TOTP code or a recovery code */
        post: operations["AuthController_mfa"];
        /** Turn two-step sign-in off (needs the password) */
        delete: operations["AccountController_disableMfa"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End this session and forget this browser (clears SID, UID and REM) */
        post: operations["AuthController_logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Is this browser logged in? (revalidates a remember-me cookie) */
        get: operations["AuthController_validate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/password/forgot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** E-mail a reset link (same answer whether or not the address is known) */
        post: operations["AuthController_forgot"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/password/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Choose a new password with the token from the e-mail; ends every session */
        post: operations["AuthController_reset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The authenticated profile (SPEC 7): balances, counts, permissions, privacy, member */
        get: operations["AccountController_profile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My signed-in browsers */
        get: operations["AccountController_listSessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** End one of my sessions (another member’s id answers 404) */
        delete: operations["AccountController_endSession"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/mfa/enrol": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start two-step sign-in: a new TOTP secret and its QR code */
        post: operations["AccountController_enrol"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/mfa/enrol/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Finish enrolment with a code; returns recovery codes once */
        post: operations["AccountController_verifyEnrol"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Members in the caller’s scope (react-admin simple REST; Content-Range header) */
        get: operations["StaffController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/members/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One member */
        get: operations["StaffController_get"];
        /** Change tier (admin, support, global, super) or role (super only); audited */
        put: operations["StaffController_update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/members/{id}/suspend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Suspend: no login, every session ends at once (staff accounts: Super only); audited with the reason */
        post: operations["StaffController_suspend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/members/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Lift a suspension; audited */
        post: operations["StaffController_restore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/members/{id}/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The member’s open sessions */
        get: operations["StaffController_sessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/members/{id}/notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Staff notes on the member, newest first */
        get: operations["StaffController_notes"];
        put?: never;
        /** Add a staff note (members never see notes); audited */
        post: operations["StaffController_addNote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/members/{id}/page-access": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Per-page access (canAccessPage): the console pages granted beyond the role; Super only; audited */
        put: operations["StaffController_pageAccess"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/locks/{resource}/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Who is editing a record (holder null: nobody) */
        get: operations["StaffController_lock"];
        /** Take or renew the edit lock (409 naming the holder when someone else has it); not audited: a lock changes no data */
        put: operations["StaffController_acquire"];
        post?: never;
        /** Release the caller’s edit lock */
        delete: operations["StaffController_release"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller as the console needs them: role, home variant and the pages Super granted */
        get: operations["StaffController_me"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/variants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The variants the caller may filter by */
        get: operations["StaffController_listVariants"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Audit entries (filter: staffId, action, targetType, targetId, variant, from, to; Content-Range) */
        get: operations["StaffAuditController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/audit/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One audit entry */
        get: operations["StaffAuditController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/site-stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sign-ups, active members, messages, stories (and payments when present) per UTC day and per variant */
        get: operations["SiteStatsController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Database and queue reachable: 200, otherwise 503
         * @description Also names the answering process and, under the cluster supervisor (`npm start`), its restart count and last crash.
         */
        get: operations["HealthController_health"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A profile: 404 when blocked either way, 401/403 per the owner’s privacy; friends-only profiles answer a private card */
        get: operations["ProfilesController_view"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/meet-team": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The staff, most senior role first: name, avatar and role only */
        get: operations["ProfilesController_team"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My own profile for the settings and setup pages */
        get: operations["ProfilesController_own"];
        /** About text and looking-for */
        put: operations["ProfilesController_update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/profile-type": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Single, couple or group (genders code) with a date of birth for every further person */
        put: operations["ProfilesController_profileType"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/name": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change my name (unique, once per 30 days) */
        put: operations["ProfilesController_name"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/wink-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Who may wink at me */
        get: operations["ProfilesController_winkSettings"];
        /** Set who may wink at me */
        put: operations["ProfilesController_setWinkSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/location": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set my place (from location/geocomplete); only town and region are ever shown */
        put: operations["ProfilesController_setLocation"];
        post?: never;
        /** Forget my place */
        delete: operations["ProfilesController_clearLocation"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/setup/{position}/skip": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Skip an onboarding step (setup resumes at the next one) */
        post: operations["ProfilesController_skip"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{name}/friends": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Friends, most recently logged in first (the owner’s friends-list privacy applies) */
        get: operations["RelationshipsController_friends"];
        /** Answer the friend request this member sent me: approve 1 accepts, 0 declines */
        put: operations["RelationshipsController_respond"];
        /** Send a friend request (accepts theirs when they asked first) */
        post: operations["RelationshipsController_request"];
        /** Unfriend, or withdraw my request */
        delete: operations["RelationshipsController_unfriend"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/friend-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Friend requests I received and sent */
        get: operations["RelationshipsController_requests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{name}/followers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Who follows this member (follow-list privacy applies) */
        get: operations["RelationshipsController_followers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{name}/following": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whom this member follows (follow-list privacy applies) */
        get: operations["RelationshipsController_following"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{name}/follow": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Follow this member */
        put: operations["RelationshipsController_follow"];
        post?: never;
        /** Stop following this member */
        delete: operations["RelationshipsController_unfollow"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{name}/wink": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Wink (the member’s wink settings apply; once a day per member) */
        post: operations["RelationshipsController_wink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{name}/note": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My private note about this member (null when none) */
        get: operations["RelationshipsController_note"];
        /** Write my private note about this member (only I ever see it) */
        put: operations["RelationshipsController_putNote"];
        post?: never;
        /** Delete my note about this member */
        delete: operations["RelationshipsController_deleteNote"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{name}/notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The notes I wrote (my own profile only) */
        get: operations["RelationshipsController_notes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{name}/vouches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Vouches this member received */
        get: operations["RelationshipsController_vouches"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{name}/vouch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Vouch for a friend (or edit my vouch) */
        put: operations["RelationshipsController_vouch"];
        post?: never;
        /** Withdraw my vouch; on my own profile, `?voucher=` removes a vouch I received */
        delete: operations["RelationshipsController_unvouch"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{name}/favourite": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Add to my favourites */
        put: operations["RelationshipsController_favourite"];
        post?: never;
        /** Remove from my favourites */
        delete: operations["RelationshipsController_unfavourite"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/interactions/{tab}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Winks received and sent, who viewed my profile, my favourites */
        get: operations["RelationshipsController_interactions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/privacy/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My privacy settings */
        get: operations["PrivacyController_settings"];
        /** Change my privacy settings (invisible browsing needs Gold or above: 403 upgrade:browse-invisibly) */
        put: operations["PrivacyController_update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/privacy/blacklist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Members I blocked, newest first */
        get: operations["PrivacyController_blacklist"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/privacy/blacklist/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Block a member: each disappears from the other everywhere; friendship, follows and vouches end */
        put: operations["PrivacyController_block"];
        post?: never;
        /** Unblock a member */
        delete: operations["PrivacyController_unblock"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Find members: profile type, genders, age, distance (rounded), online, verified, has photo; keyset pages */
        get: operations["SearchController_search"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/search/saved": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My saved searches, by name */
        get: operations["SearchController_savedSearches"];
        put?: never;
        /** Save a search’s filters under a name (the same name replaces them; at most 20) */
        post: operations["SearchController_saveSearch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/search/saved/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove one of my saved searches */
        delete: operations["SearchController_removeSavedSearch"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/location/geocomplete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Places whose name starts with q, most populous first (501 when no gazetteer is installed: not a maintenance state) */
        get: operations["SearchController_geocomplete"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/location/geocomplete/{placeId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One place (its name, region and country; never its coordinates) */
        get: operations["SearchController_place"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/avatar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My avatar: the approved one, the one waiting for a moderator (only I see it), the last refusal */
        get: operations["AvatarsController_own"];
        put?: never;
        /** Upload a new avatar (multipart part "file", or JSON { mediaId } for one of my approved photos; crop box x, y, width, height as fractions in the query). It waits for a moderator. */
        post: operations["AvatarsController_upload"];
        /** Remove my photo (approved and pending); the colour variant shows again */
        delete: operations["AvatarsController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/avatars/{id}/{size}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An avatar size (WebP): approved ones to anyone; pending ones only with a signed URL */
        get: operations["AvatarsController_file"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/avatars": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Avatars in the caller’s scope, e.g. filter={"status":"pending"} (simple REST; Content-Range) */
        get: operations["StaffAvatarsController_list"];
        /** Bulk decision (react-admin updateMany: filter={"id":[...]}); each audited */
        put: operations["StaffAvatarsController_decideMany"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/avatars/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One avatar with signed previews */
        get: operations["StaffAvatarsController_get"];
        /** Approve, or reject with a reason the member sees; audited */
        put: operations["StaffAvatarsController_decide"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What my friends and the members I follow did, newest first (keyset pages; `type` for one kind of card) */
        get: operations["ActivityController_feed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activity/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My numbers beside the feed: friends, follows, profile views and winks in 30 days, pending requests */
        get: operations["ActivityController_stats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activity-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What my activity shares: the kinds of card friends and followers see, and whether followers see them */
        get: operations["ActivitySettingsController_get"];
        put?: never;
        /** Change what my activity shares (kinds switched off are not written while off; my cards of them stop showing) */
        post: operations["ActivitySettingsController_save"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsfeed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The activity cards of the kinds I chose, from friends and followed members, newest first (keyset pages) */
        get: operations["NewsfeedController_feed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsfeed/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Which kinds of card my newsfeed shows, and my landing page (activity or newactivity) */
        get: operations["NewsfeedController_settings"];
        /** Choose the kinds of card my newsfeed shows (at least one) and my landing page */
        put: operations["NewsfeedController_saveSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsfeed/profile-card": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Me as lists show me, my numbers and the next setup step (beside the newsfeed) */
        get: operations["NewsfeedController_profileCard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsfeed/{card}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One card of my newsfeed (404 for a card my newsfeed does not show me: someone else’s, hidden, blocked) */
        get: operations["NewsfeedController_card"];
        put?: never;
        post?: never;
        /** Hide one card from my newsfeed for good (404 for a card my newsfeed does not show me) */
        delete: operations["NewsfeedController_hide"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{name}/wall": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Posts on a member’s wall, newest first (the profile’s audience applies) */
        get: operations["WallsController_wall"];
        put?: never;
        /** Write on a wall: my own, or a friend’s */
        post: operations["WallsController_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/walls/{post}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One wall post (`/profile/{name}/post/{id}`) */
        get: operations["WallsController_get"];
        put?: never;
        post?: never;
        /** Remove a post (its author, the wall’s owner or staff) */
        delete: operations["WallsController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/walls/{post}/vote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Vote a post up (1) or down (-1), or take my vote back (0) */
        put: operations["WallsController_vote"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/walls/{post}/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A post’s comments, oldest first */
        get: operations["WallsController_comments"];
        put?: never;
        /** Comment on a post I can see */
        post: operations["WallsController_comment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/walls/{post}/comments/{comment}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a comment (its author, the post’s author, the wall’s owner or staff) */
        delete: operations["WallsController_removeComment"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/explore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Discovery sections: new members near me (100 km), newest members, online now, most followed this week, newest public photos; guests see profiles shown to everyone only */
        get: operations["DiscoverController_explore"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Recent public activity across the network (wall posts for members, stories, profile photos), newest first, keyset pages */
        get: operations["DiscoverController_stream"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/site-stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Public figures for the home page: members, online now, joined today, stories (stories sites); cached 60 s. Staff figures are staff/site-stats */
        get: operations["DiscoverController_siteStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/badges": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My badges here (verified tick, star, crown): which I have and which I show */
        get: operations["DiscoverController_badges"];
        /** Choose which of my badges to hide (`hidden`: verified, star, crown); the staff mark always shows */
        put: operations["DiscoverController_setBadges"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{name}/permissions/{permission}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One permission flag of mine (staff: of a member of their variant); canAccessPage takes ?page= */
        get: operations["PermissionsController_permission"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Report a member or a piece of content; one open report per reporter and subject (else 409) */
        post: operations["ReportsController_file"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reports in the caller’s scope (moderator, admin, global, super; react-admin simple REST; Content-Range) */
        get: operations["StaffReportsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/reports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One report */
        get: operations["StaffReportsController_get"];
        /** Mark handled or dismissed with a note (or reopen); audited */
        put: operations["StaffReportsController_update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content-agreement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether I signed the content agreement in force, and which version that is */
        get: operations["AgreementsController_status"];
        put?: never;
        /** Sign the version I read (409 when it is no longer the one in force); signing twice is harmless */
        post: operations["AgreementsController_sign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/upgrades/banner": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The upgrade banner for me (SPEC 3 banner response): type null when none shows */
        get: operations["UpgradesController_banner"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/upgrades": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether upgrades are on sale here, my tier, and what each tier unlocks on this variant */
        get: operations["UpgradesController_options"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/conversations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My conversations in a folder, newest activity first (page/per_page; keyset cursor `after`) */
        get: operations["MessagingController_list"];
        put?: never;
        /** Start a conversation (one recipient: one-to-one, reused if it exists; more: a group) with its first message */
        post: operations["MessagingController_start"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/conversations/unread": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Conversations with unread messages, per folder */
        get: operations["MessagingController_unread"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/conversations/updates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reconnect catch-up: messages in my conversations newer than `after` (a message id), oldest first */
        get: operations["MessagingController_updates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/conversations/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My messaging settings (sounds, send on Enter, e-mail alerts, requests filter) */
        get: operations["MessagingController_settings"];
        /** Change some of my messaging settings */
        put: operations["MessagingController_updateSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/conversations/mark-all-read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark every conversation read */
        post: operations["MessagingController_markAllRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/conversations/alerts/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Never-miss-match: stop unread-message e-mails with the token from the e-mail (no login needed) */
        post: operations["MessagingController_unsubscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/conversations/with/{memberId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Before writing to a member: our one-to-one conversation if any, and whether a new one may start */
        get: operations["MessagingController_with"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/conversations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of my conversations */
        get: operations["MessagingController_get"];
        put?: never;
        post?: never;
        /** Delete a conversation for me (the others keep it; a new message brings it back) */
        delete: operations["MessagingController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/conversations/{id}/mark-read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Mark a conversation read up to its last message */
        put: operations["MessagingController_markRead"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/conversations/{id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Move a conversation from requests to the inbox */
        put: operations["MessagingController_accept"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/conversations/{id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Messages of a conversation, oldest first; `before` pages back through history, `after` fetches newer ones */
        get: operations["MessagingController_messages"];
        put?: never;
        /** Send a message (a retry with the same clientId returns the stored message) */
        post: operations["MessagingController_send"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/conversations/{id}/messages/{messageId}/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Keep a message in my saved messages (it survives deleting the conversation for me) */
        put: operations["MessagingController_save"];
        post?: never;
        /** Stop keeping a message */
        delete: operations["MessagingController_unsave"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My notifications, newest activity first (keyset cursor `after`) */
        get: operations["NotificationsController_list"];
        put?: never;
        post?: never;
        /** Delete all my notifications */
        delete: operations["NotificationsController_removeAll"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many notifications I have not seen */
        get: operations["NotificationsController_count"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/seen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark every notification seen (the count goes to 0; grouping starts afresh) */
        post: operations["NotificationsController_seen"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete one of my notifications (another member’s id answers 404) */
        delete: operations["NotificationsController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/media": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A member’s media (/profile/{name}/media), optionally one album; keyset pages */
        get: operations["MediaController_list"];
        put?: never;
        /** Upload one photo or video (multipart, part "file"; settings in the query). Photos: 413 over 20 MB; videos (MP4/MOV/WebM, when ffmpeg is installed): 413 over 40 MB, 422 over 60 s. A still photo answers 201, ready. A video or an animated GIF/WebP answers 202 "processing" (with "progress" in percent, read again through GET /api/media/{id}) until the job has made its sizes. 422 for anything else by its bytes, for a photo over 50 megapixels, and for an animation over 500 frames or 100 megapixels over all frames; 503 with Retry-After when the server is busy processing */
        post: operations["MediaController_upload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/media/mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller’s own media for the media picker (type, showAdult, showPrivate, includeMisc) */
        get: operations["MediaController_mine"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/media/gallery": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The public gallery: approved public photos of members who did not opt out; adult only for members who ask */
        get: operations["MediaController_gallery"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/media/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller’s media settings (gallery opt-out) */
        get: operations["MediaController_settings"];
        /** Opt out of (or back into) the public gallery */
        put: operations["MediaController_setSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/media/files/{id}/{size}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A stored size (WebP; MP4 for video sizes, with byte ranges): public approved media by plain URL, everything else only by a signed, short-lived URL */
        get: operations["MediaController_file"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/media/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One media item (counts a view when someone other than the owner opens it) */
        get: operations["MediaController_get"];
        /** Change description, visibility, adult flag or album (owner) */
        put: operations["MediaController_update"];
        post?: never;
        /** Delete a media item and its files (owner) */
        delete: operations["MediaController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/media/{id}/like": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Like a media item */
        put: operations["MediaController_like"];
        post?: never;
        /** Take a like back */
        delete: operations["MediaController_unlike"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/media/{id}/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Comments on a media item, newest first; keyset pages */
        get: operations["MediaController_comments"];
        put?: never;
        /** Comment on a media item */
        post: operations["MediaController_comment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/media/{id}/comments/{commentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a comment (its author, the item’s owner or staff) */
        delete: operations["MediaController_deleteComment"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/media-albums": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A member’s albums; members also see closed albums (name and count) so they can ask for access */
        get: operations["AlbumsController_list"];
        put?: never;
        /** Create an album */
        post: operations["AlbumsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/media-albums/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One album and where the caller stands with it */
        get: operations["AlbumsController_get"];
        /** Rename, describe or change the visibility of an album (owner) */
        put: operations["AlbumsController_update"];
        post?: never;
        /** Delete an album; its photos stay, no less restricted than the album was */
        delete: operations["AlbumsController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/album-invites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** received: waiting for me; sent: waiting for others; granted: open access either way */
        get: operations["AlbumInvitesController_list"];
        put?: never;
        /** Invite a member (by name) to one of my friends-only or private albums */
        post: operations["AlbumInvitesController_invite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/album-invites/requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask the owner for access to a friends-only or private album */
        post: operations["AlbumInvitesController_request"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/album-invites/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Accept an invitation (invitee) or grant a request (album owner) */
        put: operations["AlbumInvitesController_accept"];
        post?: never;
        /** Decline, refuse, cancel or revoke (either side) */
        delete: operations["AlbumInvitesController_decline"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/media": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Media in the caller’s scope, e.g. filter={"status":"pending"} (simple REST; Content-Range) */
        get: operations["StaffMediaController_list"];
        /** Bulk decision (react-admin updateMany: filter={"id":[...]}); each item audited */
        put: operations["StaffMediaController_decideMany"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/media/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One media item with signed previews */
        get: operations["StaffMediaController_get"];
        /** Approve, or reject with a reason the member sees; audited */
        put: operations["StaffMediaController_decide"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/media-hashes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The perceptual-hash block list (simple REST; Content-Range) */
        get: operations["StaffMediaController_hashes"];
        put?: never;
        /** Block a hash (16 hex digits) or the hash of a media item (which is rejected too); moderator, admin, global, super; audited */
        post: operations["StaffMediaController_addHash"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/media-hashes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One block-list entry */
        get: operations["StaffMediaController_hash"];
        put?: never;
        post?: never;
        /** Remove a block-list entry; audited */
        delete: operations["StaffMediaController_removeHash"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/media-blocked-uploads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Uploads refused because they matched the block list (simple REST; Content-Range) */
        get: operations["StaffMediaController_blocked"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Published stories: full-text search, filters, sorts, keyset pages (the reader’s block list applies) */
        get: operations["StoriesController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stories/classic": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Classics: complete, first published a year ago or more, liked by 10+ readers; most liked first */
        get: operations["StoriesController_classic"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stories/tag/{tag}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Published stories with a tag (same filters and sorts as the list) */
        get: operations["StoriesController_byTag"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stories/tags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Tags in use with their story counts, most used first; `prefix` for suggestions */
        get: operations["StoriesController_tags"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stories/genres": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every genre with its number of published stories */
        get: operations["StoriesController_genres"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stories/mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My stories, drafts included, most recently changed first */
        get: operations["StoriesController_mine"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stories/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a draft (the editor’s first autosave) */
        post: operations["StoriesController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stories/{story}/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Save or autosave a story (writer only; a stale version answers 409) */
        put: operations["StoriesController_save"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stories/{story}/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The story with every chapter’s text, for the editor (writer only) */
        get: operations["StoriesController_editable"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stories/{story}/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Publish (422 naming each field that is not ready) */
        post: operations["StoriesController_publish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stories/{story}/unpublish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Back to a draft: hidden from readers until published again */
        post: operations["StoriesController_unpublish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stories/{story}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A story by id or slug with its table of contents (drafts: writer only, else 404) */
        get: operations["StoriesController_detail"];
        put?: never;
        post?: never;
        /** Delete a story with its chapters, likes, comments and reading progress */
        delete: operations["StoriesController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stories/{story}/chapters/{position}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One chapter’s text with the previous and next chapter numbers */
        get: operations["StoriesController_chapter"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stories/{story}/reads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Count a read: once per reader per story per day, never the writer’s own */
        post: operations["StoriesController_read"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stories/{story}/like": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Like a story (not one’s own) */
        put: operations["StoriesController_like"];
        post?: never;
        /** Take a like back */
        delete: operations["StoriesController_unlike"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stories/{story}/favourite": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Add to my favourites */
        put: operations["StoriesController_favourite"];
        post?: never;
        /** Remove from my favourites */
        delete: operations["StoriesController_unfavourite"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/favourite-stories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My favourite stories, most recently added first (private) */
        get: operations["StoriesController_favourites"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reading": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What I am reading, where I left off, most recent first (private) */
        get: operations["StoriesController_reading"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reading/{story}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Remember where I am in a story (chapter and paragraph) */
        put: operations["StoriesController_saveProgress"];
        post?: never;
        /** Take a story off my reading list */
        delete: operations["StoriesController_forget"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reader-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My reader settings: font size, line width, serif or sans, light, dark or sepia (defaults until changed) */
        get: operations["StoriesController_readerSettings"];
        /** Remember my reader settings (every device I sign in on uses them) */
        put: operations["StoriesController_saveReaderSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stories/{story}/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A story’s comments in thread order (replies under their parent), keyset pages, with totalItems and timestamp */
        get: operations["StoriesController_listComments"];
        put?: never;
        /** Comment on a story, or reply to a comment (at most 5 levels deep); the writer is notified */
        post: operations["StoriesController_comment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stories/comments/{comment}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit my comment */
        put: operations["StoriesController_editComment"];
        post?: never;
        /** Delete a comment (its writer, or the story’s writer); replies stay */
        delete: operations["StoriesController_removeComment"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stories/comments/{comment}/like": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Like a comment (not my own); its writer is notified */
        put: operations["StoriesController_likeComment"];
        post?: never;
        /** Take my like off a comment */
        delete: operations["StoriesController_unlikeComment"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/top/stories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Most read stories in a period (week, month, year, all) */
        get: operations["StoriesController_topStories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/top/authors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Writers by reads of their stories in a period */
        get: operations["StoriesController_topAuthors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/top-genres": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Genres by reads in a period, with story counts */
        get: operations["StoriesController_topGenres"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/story-blocks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My block list: tags and writers whose stories I never see */
        get: operations["StoriesController_blocks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/story-blocks/tags/{tag}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Block a tag */
        put: operations["StoriesController_blockTag"];
        post?: never;
        /** Unblock a tag */
        delete: operations["StoriesController_unblockTag"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/story-blocks/authors/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Block a writer */
        put: operations["StoriesController_blockAuthor"];
        post?: never;
        /** Unblock a writer */
        delete: operations["StoriesController_unblockAuthor"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{name}/story-series": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A writer’s series, most recently changed first (parts counted as the viewer may read them) */
        get: operations["BooksController_listSeries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{name}/story-series/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A series with its parts in reading order (drafts: writer only) */
        get: operations["BooksController_getSeries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/story-series": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a series of my stories (422 naming a part that is not mine or in another series) */
        post: operations["BooksController_createSeries"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/story-series/{series}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a series: title, summary, parts and their order (writer only) */
        put: operations["BooksController_updateSeries"];
        post?: never;
        /** Delete a series (its stories stay) */
        delete: operations["BooksController_removeSeries"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stories/{story}/cover": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Upload a story’s cover (multipart, part "file"; JPEG/PNG/WebP/GIF/AVIF, 10 MB; or JSON { mediaId } for one of my approved photos); cropped to 2:3 in three sizes (writer only) */
        put: operations["BooksController_uploadCover"];
        post?: never;
        /** Remove a story’s cover */
        delete: operations["BooksController_removeCover"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stories/{story}/cover/{size}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A story’s cover in one size (small 160×240, medium 400×600, large 1000×1500), for whoever may read the story */
        get: operations["BooksController_cover"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stories/{story}/epub": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A story as EPUB 3: title page, table of contents with chapter dates, chapters, cover */
        get: operations["BooksController_storyEpub"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ebooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Approved ebooks, newest first (keyset); `author` for one writer’s */
        get: operations["EbooksController_list"];
        put?: never;
        /** Create an ebook from chapters of my stories; it waits for staff review */
        post: operations["EbooksController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ebooks/mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My ebooks in every state, with staff’s reason when one was rejected */
        get: operations["EbooksController_mine"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ebooks/{ebook}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An ebook with its table of contents (pending and rejected: writer and staff only) */
        get: operations["EbooksController_get"];
        /** Change my ebook (chapters copied again); it goes back to review */
        put: operations["EbooksController_update"];
        post?: never;
        /** Delete my ebook */
        delete: operations["EbooksController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ebooks/{ebook}/cover": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Upload my ebook’s cover (multipart, part "file"); it goes back to review */
        put: operations["EbooksController_uploadCover"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ebooks/{ebook}/cover/{size}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An ebook’s cover in one size, for whoever may see the ebook */
        get: operations["EbooksController_cover"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ebooks/{ebook}/epub": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The ebook as EPUB 3 (approved: anyone; otherwise writer and staff) */
        get: operations["EbooksController_epub"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ebooks/{ebook}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve a pending ebook (staff in scope); audited */
        post: operations["EbooksController_approve"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ebooks/{ebook}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reject a pending ebook with a reason its writer sees (staff in scope); audited */
        post: operations["EbooksController_reject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/ebooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Ebooks in the caller’s scope, e.g. filter={"status":"pending"} (simple REST; Content-Range) */
        get: operations["EbooksController_staffList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/ebooks/{ebook}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One ebook with its chapters’ text, for review */
        get: operations["EbooksController_staffGet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/media-editor-system-templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The cover editor’s system templates (everyone may start from them) */
        get: operations["CoverTemplatesController_system"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/media-editor-templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My saved cover templates, and whether I may save templates (canSaveTemplates) */
        get: operations["CoverTemplatesController_mine"];
        put?: never;
        /** Save a cover design as a template (members allowed to save templates) */
        post: operations["CoverTemplatesController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/media-editor-templates/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of my saved cover templates */
        get: operations["CoverTemplatesController_get"];
        /** Change one of my cover templates */
        put: operations["CoverTemplatesController_update"];
        post?: never;
        /** Delete one of my cover templates */
        delete: operations["CoverTemplatesController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/coins": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My coin balance */
        get: operations["CoinsController_balance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/coins/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My coin history, newest first (keyset cursor `after`) */
        get: operations["CoinsController_history"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/coins/history/{transaction}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One transaction of mine (another member’s answers 404) */
        get: operations["CoinsController_transaction"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/coins/transfer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send coins to a member by name; idempotent by idempotencyKey (a retry moves nothing and returns the first result) */
        post: operations["CoinsController_transfer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/coins/tip": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Tip a story’s author; idempotent by idempotencyKey */
        post: operations["CoinsController_tip"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/coins/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My coin settings (where withdrawals are paid) */
        get: operations["CoinsController_settings"];
        /** Change my coin settings */
        put: operations["CoinsController_updateSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/coins/requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Coin requests to me (incoming) and from me (outgoing), open ones first */
        get: operations["CoinRequestsController_list"];
        put?: never;
        /** Ask a member (by name) for coins; they get an e-mail; idempotent by idempotencyKey */
        post: operations["CoinRequestsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/coins/requests/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One coin request I am part of (anyone else’s answers 404) */
        get: operations["CoinRequestsController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/coins/requests/{code}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pay a request made to me: the coins move and the request is approved together; approving again answers the same */
        post: operations["CoinRequestsController_approve"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/coins/requests/{code}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Decline a request made to me */
        post: operations["CoinRequestsController_decline"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/coins/requests/{code}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Withdraw a request I made */
        post: operations["CoinRequestsController_cancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/coins/requests/{code}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Remind the member I asked (e-mail again): once a day, three times at most */
        post: operations["CoinRequestsController_resend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/coins/gift-cards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Gift cards I bought (with their codes and who redeemed them) and ones I redeemed */
        get: operations["GiftCardsController_mine"];
        put?: never;
        /** Buy a gift card with coins (the coins are held until it is redeemed); idempotent by idempotencyKey */
        post: operations["GiftCardsController_buy"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/coins/gift-cards/redeem": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Redeem a gift card code: its coins become mine; a card redeems once and only once (a second redeem, even mine, answers 409) */
        post: operations["GiftCardsController_redeem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment/coins": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Coin packs on sale here, priced in the variant’s currency */
        get: operations["PaymentsController_coinProducts"];
        put?: never;
        /** Start buying a coin pack (idempotent by idempotencyKey); pay it with POST process/{reference} */
        post: operations["PaymentsController_buyCoins"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment/upgrade": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Tier prices here (every billing period) and their prices in coins */
        get: operations["PaymentsController_upgradePrices"];
        put?: never;
        /** Start buying a tier for me, or as a gift for another member (giftTo); idempotent */
        post: operations["PaymentsController_buyUpgrade"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment/upgrade/offer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The time-limited offer (half-price first month of Gold for members who never paid; 48 h from first sight) */
        get: operations["PaymentsController_offer"];
        put?: never;
        /** Start buying the offer; idempotent */
        post: operations["PaymentsController_buyOffer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment/trial": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether I may start the free trial (a week of Gold, once, for members who never paid), and why not */
        get: operations["PaymentsController_trial"];
        put?: never;
        /** Start my free trial: no card, nothing renews; idempotent per member (asking again while it runs answers the running trial) */
        post: operations["PaymentsController_startTrial"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment/upgrade/{reference}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of my payments (another member’s answers 404) */
        get: operations["PaymentsController_payment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment/process/{reference}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pay with a payment method; answers requires_action with actionUrl when 3-D Secure is needed */
        post: operations["PaymentsController_process"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment/threed-secure": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Back from 3-D Secure: reads the payment’s state from the gateway and applies it */
        post: operations["PaymentsController_threeDSecure"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment/transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My payments, newest first (keyset cursor `after`) */
        get: operations["PaymentsController_transactions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment/transactions/{reference}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of my payments */
        get: operations["PaymentsController_transaction"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment/subscription": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My subscription, or null */
        get: operations["PaymentsController_subscription"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment/subscription/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel at the period end (the tier stays until then) */
        post: operations["PaymentsController_cancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment/subscription/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Undo a cancellation before the period ends */
        post: operations["PaymentsController_resume"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment/subscription/{id}/card": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Replace the card my subscription renews with (only my own; another member’s answers 404). Test mode: a test payment method; the answer may ask for 3-D Secure (actionUrl) or, for a hosted form, a redirect; idempotent by idempotencyKey */
        post: operations["PaymentsController_updateCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment/subscription/card/threed-secure": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Back from 3-D Secure (or a hosted card form): reads the card update’s state from the gateway and applies it */
        post: operations["PaymentsController_completeCardUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment/subscription/change": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What changing to a tier costs now (proration) and when it takes effect */
        get: operations["PaymentsController_preview"];
        put?: never;
        /** Change tier: a downgrade at the period end; an upgrade charged prorated now (a payment to complete, or coins) */
        post: operations["PaymentsController_change"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/coins/upgrade": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pay a tier with coins (one month, renewed from coins until cancelled); idempotent */
        post: operations["CoinsPaymentsController_upgrade"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/coins/withdraw/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Withdrawal amounts, what they pay out here, and whether I can withdraw now */
        get: operations["CoinsPaymentsController_products"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/coins/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Withdraw coins: held now, paid out by a job (staff approve from the threshold); idempotent */
        post: operations["CoinsPaymentsController_withdraw"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/coins/withdrawals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My withdrawals and where each one is */
        get: operations["CoinsPaymentsController_mine"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Payment transactions in my scope (filters: member name, status, kind; Content-Range) */
        get: operations["StaffPaymentsController_payments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/payments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One payment */
        get: operations["StaffPaymentsController_payment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/payments/{id}/refund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Refund a payment in full: reverses its coins or ends its tier; audited */
        post: operations["StaffPaymentsController_refund"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Subscriptions in my scope (filters: member name, status, tier; Content-Range) */
        get: operations["StaffPaymentsController_subscriptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/withdrawals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Withdrawals in my scope (filters: member name, status; Content-Range) */
        get: operations["StaffPaymentsController_withdrawals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/withdrawals/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One withdrawal */
        get: operations["StaffPaymentsController_withdrawal"];
        /** Approve (status queued) or reject (status rejected: the coins go back) a withdrawal awaiting approval; audited */
        put: operations["StaffPaymentsController_decide"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/member-money/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A member’s coins and payments by name */
        get: operations["StaffPaymentsController_memberMoney"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chat/rooms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Open rooms of this variant with how many are in each (system rooms first by priority); live changes come as `chat.count` on the public channel */
        get: operations["ChatController_rooms"];
        put?: never;
        /** Create a room with the room config (only, protectedroom + roomsecret, persistentroom, roomname); the creator owns it */
        post: operations["ChatController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chat/rooms/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A room’s settings, bans, silences and moderators (its moderators, owner and staff only; others get 404) */
        get: operations["ChatController_room"];
        put?: never;
        post?: never;
        /** Close a member room (owner, staff); everyone in it is taken out; audited */
        delete: operations["ChatController_close"];
        options?: never;
        head?: never;
        /** Change the subject (moderators, owner, staff) or the settings: slow mode, occupancy cap, verified/tier limits, word filters, images, secret (owner, staff); audited */
        patch: operations["ChatController_update"];
        trace?: never;
    };
    "/api/chat/rooms/{id}/moderation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Kick, ban (minutes or for good), unban, silence, unsilence, name or remove a temporary moderator; only above the target’s rank; audited */
        post: operations["ChatController_moderate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chat/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Report a chat message (one seen in a room I am in, or a private message to or from me) to staff */
        post: operations["ChatController_report"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/xmpp/auth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** SPEC 7 `xmpp/auth`: my chat identity (member id, nick, rank) and whether I may chat now and why not. The chat runs over socket.io on the site’s socket endpoint, authenticated by the session cookie: no XMPP password or token is issued */
        get: operations["ChatController_auth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chat-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My chat settings (SPEC 3) and nickname */
        get: operations["ChatController_settings"];
        /** Change some of my chat settings or my nickname (unique; null: my member name) */
        put: operations["ChatController_updateSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/chat-audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The chat moderation audit log, newest first (moderator, admin, global, super; Content-Range) */
        get: operations["StaffChatController_audit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/chat-reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reported chat messages (by members and by word filters), newest first, with the message text as it was */
        get: operations["StaffChatController_reports"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tickets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My tickets, newest activity first */
        get: operations["TicketsController_list"];
        put?: never;
        /** Open a ticket (category, subject, text, optional attachmentId); a repeated clientId answers the same ticket */
        post: operations["TicketsController_open"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tickets/attachments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload an attachment for my next ticket or reply (multipart, part "file"): a JPEG, PNG or WebP photo (re-encoded, metadata dropped) or a PDF, by its bytes; 413 over 10 MB, 422 for anything else. Send its id as attachmentId */
        post: operations["TicketsController_upload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tickets/{reference}/attachments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An attachment on one of my tickets (photos inline, PDFs as a download); 404 for anyone else’s */
        get: operations["TicketsController_attachment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tickets/{reference}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of my tickets with its messages (marks staff replies read) */
        get: operations["TicketsController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tickets/{reference}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Answer on my ticket (reopens a waiting or resolved one; 409 when closed) */
        post: operations["TicketsController_reply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tickets/{reference}/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Close my ticket */
        post: operations["TicketsController_close"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/tickets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Tickets in the caller’s scope (filter: q, status, priority, category, variant, assigneeId, memberId, reportId, due: overdue or today (first reply); sort also by firstResponseDueAt; Content-Range) */
        get: operations["StaffTicketsController_list"];
        put?: never;
        /** Open a ticket on behalf of a member, from a report (moderators too) or from a payment (paymentId; payments page needed); audited; the member is notified */
        post: operations["StaffTicketsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/tickets/attachments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload an attachment for my next reply or note (part "file": JPEG/PNG/WebP photo or PDF, 10 MB at most); send its id as attachmentId */
        post: operations["StaffTicketsController_upload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/tickets/{reference}/attachments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An attachment on a ticket in my scope (internal notes included) */
        get: operations["StaffTicketsController_attachment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/tickets/{reference}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One ticket with every message, internal notes included */
        get: operations["StaffTicketsController_get"];
        /** Status, priority, assignee; audited */
        put: operations["StaffTicketsController_update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/tickets/{reference}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reply (the member is notified and e-mailed) or internal note; audited */
        post: operations["StaffTicketsController_message"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/forum/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Forum categories the viewer may read, with counts, the latest post and unread counts */
        get: operations["ForumController_categories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/forum/categories/{category}/topics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A category’s topics: pinned first, then by latest activity, newest or votes (keyset pages) */
        get: operations["ForumController_topics"];
        put?: never;
        /** Start a topic */
        post: operations["ForumController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/forum/categories/{category}/topics/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The topic page: a page, the page holding a post, or the viewer’s first unread page */
        get: operations["ForumController_topic"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/forum/posts/{post}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One post with where it is */
        get: operations["ForumController_post"];
        /** Edit my post (moderators: any post); marked as edited */
        put: operations["ForumController_edit"];
        post?: never;
        /** Delete my post (moderators: any post, with a reason) */
        delete: operations["ForumController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/forum/posts/{post}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Earlier texts of an edited post (moderators) */
        get: operations["ForumController_history"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/forum/topics/{topic}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Move my read mark forward */
        put: operations["ForumController_read"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/forum/posts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reply to a topic, optionally quoting one of its posts */
        post: operations["ForumController_reply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/forum/topics/{topic}/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A topic’s title and first post, to edit them */
        get: operations["ForumController_editable"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/forum/topics/{topic}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit a topic’s title and first post */
        put: operations["ForumController_editTopic"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/forum/topics/{topic}/vote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Vote on a topic (1, -1; 0 takes the vote back) */
        put: operations["ForumController_voteTopic"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/forum/posts/{post}/vote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Vote on a post (1, -1; 0 takes the vote back) */
        put: operations["ForumController_votePost"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/forum/topics/{topic}/watch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** My watch level on a topic (null: follow the category) */
        put: operations["ForumController_watchTopic"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/forum/categories/{category}/watch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** My watch level on a category (null: my default) */
        put: operations["ForumController_watchCategory"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/forum/topics/{topic}/accepted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Mark (or clear) the accepted answer of my question */
        put: operations["ForumController_accept"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/forum/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My forum settings */
        get: operations["ForumController_settings"];
        /** Change my forum settings (watch defaults, mentions, e-mail digest) */
        put: operations["ForumController_saveSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/forum/topics/{topic}/moderation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Pin or lock a topic, with a reason (moderators) */
        put: operations["ForumController_moderate"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/forum/posts/{post}/review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Restore or delete a post after reports, with a reason (moderators) */
        put: operations["ForumController_review"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/forum/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Forum search: full text over titles and posts, filters, by relevance or date (keyset pages) */
        get: operations["ForumController_search"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/forum/watched": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Topics I watch or track, by latest activity */
        get: operations["ForumController_watched"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/forum/members/{name}/topics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A member’s topics, newest first */
        get: operations["ForumController_memberTopics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/forum/members/{name}/posts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A member’s posts, newest first */
        get: operations["ForumController_memberPosts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/groups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Discover groups: by category, near a place, newest, most active, most members; search by name (secret groups only for their members) */
        get: operations["GroupsController_list"];
        put?: never;
        /** Create a group (I become its owner) */
        post: operations["GroupsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/groups/{group}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A group with the viewer’s standing (a secret group is a 404 to anyone outside it) */
        get: operations["GroupsController_get"];
        /** Edit a group (owner and moderators) */
        put: operations["GroupsController_update"];
        post?: never;
        /** Delete a group (its owner) */
        delete: operations["GroupsController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/groups/{group}/join": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Join (open group or invited), or ask to join (by request) */
        post: operations["GroupsController_join"];
        /** Leave, withdraw my request or decline my invitation (the owner hands the group over first) */
        delete: operations["GroupsController_leave"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/groups/{group}/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Members (members of a private group; anyone on a public one); requests, invitations and bans (owner and moderators) */
        get: operations["GroupsController_members"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/groups/{group}/members/{member}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Approve a request, ban (owner, moderators); promote, demote, hand over ownership (owner) */
        put: operations["GroupsController_change"];
        post?: never;
        /** Remove a member, refuse a request, cancel an invitation or lift a ban (owner, moderators) */
        delete: operations["GroupsController_removeMember"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/groups/{group}/requests/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Approve a join request (`status: approve`, from the notification) */
        put: operations["GroupsController_approve"];
        post?: never;
        /** Refuse a join request */
        delete: operations["GroupsController_refuse"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/groups/{group}/invites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Invite friends by name (each invited or skipped with a reason) */
        post: operations["GroupsController_invite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/groups/{group}/invites/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Accept (1) or decline (0) my invitation */
        put: operations["GroupsController_answerInvite"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{name}/groups/invites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My group invitations waiting for an answer */
        get: operations["GroupsController_myInvites"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{name}/groups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A member’s groups (`/profile/{name}/groups`; secret ones only to their members) */
        get: operations["GroupsController_ofMember"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/groups/{group}/wall": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The group’s wall, newest first (public groups: any member; otherwise its members) */
        get: operations["GroupsController_wall"];
        put?: never;
        /** Post on the group’s wall (its members) */
        post: operations["GroupsController_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/community-walls/{post}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One post on a group’s or club’s wall */
        get: operations["GroupsController_getPost"];
        put?: never;
        post?: never;
        /** Remove a post (its author, the place’s owner or moderators) */
        delete: operations["GroupsController_removePost"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/community-walls/{post}/vote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Vote a post up (1) or down (-1), or take my vote back (0) */
        put: operations["GroupsController_vote"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/community-walls/{post}/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A post’s comments, oldest first */
        get: operations["GroupsController_comments"];
        put?: never;
        /** Comment on a post */
        post: operations["GroupsController_comment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/community-walls/{post}/comments/{comment}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a comment (its author, the post’s author, the place’s owner or moderators) */
        delete: operations["GroupsController_removeComment"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clubs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Clubs: newest, best rated or by name; search by name */
        get: operations["ClubsController_list"];
        put?: never;
        /** Add a club (I become its owner) */
        post: operations["ClubsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clubs/{club}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A club with its average rating and what the viewer may do */
        get: operations["ClubsController_get"];
        /** Edit a club (its owner) */
        put: operations["ClubsController_update"];
        post?: never;
        /** Delete a club (its owner) */
        delete: operations["ClubsController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clubs/{club}/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A club’s reviews, newest first, with the average */
        get: operations["ClubsController_reviews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clubs/{club}/reviews/mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Write or edit my review (one per member; not on my own club) */
        put: operations["ClubsController_review"];
        post?: never;
        /** Take my review back */
        delete: operations["ClubsController_removeReview"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clubs/{club}/reviews/{id}/answer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** The owner’s answer to a review (once) */
        put: operations["ClubsController_answer"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/clubs/{club}/wall": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The club’s wall, newest first */
        get: operations["ClubsController_wall"];
        put?: never;
        /** Post on the club’s wall */
        post: operations["ClubsController_post"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dogging/countries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Countries with public places, with counts */
        get: operations["PlacesController_countries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dogging/countries/{country}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A country’s counties with their counts of public places */
        get: operations["PlacesController_counties"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dogging/countries/{country}/{county}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A county’s public places */
        get: operations["PlacesController_county"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dogging/countries/{country}/{county}/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The location page (check-ins for members only) */
        get: operations["PlacesController_place"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dogging/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Search public places by name, county, and distance from a point */
        get: operations["PlacesController_search"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dogging/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The map tile URL of this deployment (null: no map layer) */
        get: operations["PlacesController_settings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dogging/mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My submitted places and suggestions with their state */
        get: operations["PlacesController_mine"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dogging": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit a place: public once staff approve it */
        post: operations["PlacesController_submit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dogging/comments/{comment}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete my comment (staff: any comment, audited) */
        delete: operations["PlacesController_deleteComment"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dogging/{location}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One place by id (pending ones to their submitter and staff) */
        get: operations["PlacesController_byId"];
        /** Edit my place while it waits or was rejected (staff: any place, audited) */
        put: operations["PlacesController_edit"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dogging/{location}/suggestions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Suggest an edit of a public place (staff accept it) */
        post: operations["PlacesController_suggest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dogging/{location}/rating": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Rate a place 1–5 (again: changes my rating) */
        put: operations["PlacesController_rate"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dogging/{location}/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Comment on a place */
        post: operations["PlacesController_comment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dogging/{location}/checkins": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** "I was here": an opt-in check-in other members see (never guests) */
        post: operations["PlacesController_checkIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/places": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Submitted places in the caller’s scope, e.g. filter={"status":"pending"} (simple REST; Content-Range) */
        get: operations["StaffPlacesController_list"];
        /** Bulk decision (react-admin updateMany: filter={"id":[...]}); each place audited */
        put: operations["StaffPlacesController_decideMany"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/places/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One submitted place */
        get: operations["StaffPlacesController_get"];
        /** Approve a place, or reject it with a reason the submitter sees; audited */
        put: operations["StaffPlacesController_decide"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/place-suggestions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Members’ edit suggestions in the caller’s scope (simple REST; Content-Range) */
        get: operations["StaffPlacesController_suggestions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/place-suggestions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One edit suggestion with the fields it changes */
        get: operations["StaffPlacesController_suggestion"];
        /** Accept (applies it to the place) or reject an edit suggestion; audited */
        put: operations["StaffPlacesController_decideSuggestion"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/competitions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Competitions: announced, active and finished (staff: also unannounced) */
        get: operations["CompetitionsController_list"];
        put?: never;
        /** Create a competition (the variant’s staff; audited) */
        post: operations["CompetitionsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/competitions/announced": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Announced competitions whose entries are not open yet */
        get: operations["CompetitionsController_announced"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/competitions/active": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Competitions with entries or voting open */
        get: operations["CompetitionsController_active"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/competitions/unannounced": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Competitions not announced yet (the variant’s staff) */
        get: operations["CompetitionsController_unannounced"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/competitions/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A competition with its entries, my vote and the winners */
        get: operations["CompetitionsController_bySlug"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/competitions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit a competition (the variant’s staff; audited) */
        put: operations["CompetitionsController_edit"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/competitions/{id}/entries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Enter my story, photo or forum topic while entries are open */
        post: operations["CompetitionsController_enter"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/competitions/entries/{entry}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Withdraw my entry (before voting opens) */
        delete: operations["CompetitionsController_withdraw"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/competitions/{id}/vote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Vote for an entry: one vote per member per competition, not for my own */
        put: operations["CompetitionsController_vote"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/parties": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Upcoming parties (near me, this weekend, a month), soonest first (keyset pages) */
        get: operations["PartiesController_list"];
        put?: never;
        /** Host a party */
        post: operations["PartiesController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/parties/invites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My pending party invitations */
        get: operations["PartiesController_myInvites"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/parties/mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Parties I host or asked to come to, upcoming or past */
        get: operations["PartiesController_mine"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/parties/members/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The parties a member hosts that I may see (profile tabs) */
        get: operations["PartiesController_memberParties"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/parties/calendar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether I have a private calendar address */
        get: operations["PartiesController_calendarStatus"];
        put?: never;
        /** A new private calendar address (the old one stops working); shown once */
        post: operations["PartiesController_calendarRenew"];
        /** Stop my private calendar address */
        delete: operations["PartiesController_calendarRevoke"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/parties/calendar/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The ICS feed of the parties I host or am going to (by its private address) */
        get: operations["PartiesController_calendarFeed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/parties/{party}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A party: the address only for its host, approved guests and staff */
        get: operations["PartiesController_get"];
        /** Change my party (host) */
        put: operations["PartiesController_update"];
        post?: never;
        /** Cancel a party (host, or the variant’s staff); everyone concerned is told */
        delete: operations["PartiesController_cancel"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/parties/{party}/attendees": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Who comes (host: every request; approved guests: the guest list) */
        get: operations["PartiesController_attendees"];
        /** Ask to come (with a message and plus-ones) */
        put: operations["PartiesController_attend"];
        post?: never;
        /** Cancel my attendance or request (the waiting list moves up) */
        delete: operations["PartiesController_leave"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/parties/{party}/attendees/{member}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Approve (1) or decline (0) a request (host) */
        put: operations["PartiesController_approve"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/parties/{party}/attendees/{member}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a guest (host); the waiting list moves up */
        delete: operations["PartiesController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/parties/{party}/checkin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Check a guest in at the door by their code (host) */
        put: operations["PartiesController_checkIn"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/parties/{party}/invites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The invitations of my party (host) */
        get: operations["PartiesController_invitations"];
        put?: never;
        /** Invite members, or all my friends (host) */
        post: operations["PartiesController_invite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/parties/{party}/invites/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Accept (1) or decline (0) my invitation */
        put: operations["PartiesController_answer"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/meets/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Meet categories with their upcoming counts */
        get: operations["MeetsController_categories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/meets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Upcoming meets, by category and near a place, soonest first (keyset pages) */
        get: operations["MeetsController_list"];
        put?: never;
        /** Post a meet */
        post: operations["MeetsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/meets/members/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A member’s upcoming meets (profile tab) */
        get: operations["MeetsController_ofMember"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/meets/{meet}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A meet */
        get: operations["MeetsController_get"];
        /** Change my meet (host) */
        put: operations["MeetsController_update"];
        post?: never;
        /** Delete my meet (host, or the variant’s staff) */
        delete: operations["MeetsController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/meets/{meet}/response": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Interested, going, or neither (null) */
        put: operations["MeetsController_respond"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/verification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Where my ID verification stands: none, draft (with my code), being prepared, waiting for a checker, approved or rejected (with the reason) */
        get: operations["VerificationController_own"];
        put?: never;
        /** Start a verification: the document type and the date of birth printed on it; answers the code to hold up in the selfie */
        post: operations["VerificationController_start"];
        /** Withdraw my draft; its photos are deleted */
        delete: operations["VerificationController_withdraw"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/verification/files/{side}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Upload one photo of my draft (multipart part "file"): the document front, its back, or the selfie holding the code. Checked by its bytes, re-encoded, stored encrypted. */
        put: operations["VerificationController_upload"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/verification/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send my draft to the checkers (every photo the document needs must be uploaded) */
        post: operations["VerificationController_submit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/verifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Verification cases in the checker’s scope, e.g. filter={"status":"pending"} (simple REST; Content-Range) */
        get: operations["StaffVerificationsController_list"];
        /** Bulk decision (react-admin updateMany: filter={"id":[...]}); each audited */
        put: operations["StaffVerificationsController_decideMany"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/verifications/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One case: hints, image paths, lock */
        get: operations["StaffVerificationsController_get"];
        /** Approve, or reject with a reason from the list; audited; the images are deleted afterwards */
        put: operations["StaffVerificationsController_decide"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/verifications/{id}/files/{side}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One image of a case, decrypted for the checker (WebP; never cached, never a public or signed URL) */
        get: operations["StaffVerificationsController_file"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/verifications/{id}/lock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Take or renew the review lock (409 naming the checker who holds it) */
        put: operations["StaffVerificationsController_lock"];
        post?: never;
        /** Release my review lock */
        delete: operations["StaffVerificationsController_unlock"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/challenge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A proof-of-work challenge for the join form (ALTCHA format); solve it and send it as `altcha` with the registration */
        get: operations["SignupChallengeController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    VariantsController_layout: {
        parameters: {
            query?: {
                locale?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data?: {
                            /** @enum {string} */
                            code: "fsuk" | "kiwi" | "lush" | "pefr" | "psbr" | "s4ie" | "scit" | "scnl" | "shat" | "shau" | "shbe" | "shca" | "shch" | "shde" | "shes" | "shpl" | "shuk" | "shus" | "shza" | "stsp" | "swbw";
                            /** @enum {string} */
                            locale: "en_GB" | "en_US" | "en_AU" | "en_NZ" | "en_CA" | "en_ZA" | "en_IE" | "de_DE" | "de_AT" | "de_CH" | "fr_FR" | "fr_BE" | "fr_CH" | "fr_CA" | "es_ES" | "it_IT" | "it_CH" | "nl_NL" | "nl_BE" | "pl_PL" | "pt_BR";
                            brand: {
                                name: string;
                                logo: string;
                                /** @description the logo for high-density screens ("logo@2x" in SPEC 3) */
                                logo2x: string;
                                alt: string;
                                /** @description a short strap line shown beside the logo */
                                text: string;
                                seasonalLogo: string | null;
                            };
                            nav: {
                                text: string;
                                href: string;
                                /** @enum {string} */
                                to?: "404" | "index" | "healthz" | "maintenance" | "dev-error" | "styleguide" | "meet-team" | "login" | "register" | "logout" | "confirm" | "password-forgot" | "password-reset" | "mfa" | "activity" | "activity-card" | "activity-card-type" | "newactivity" | "profile-name" | "profile-name-ebooks" | "profile-name-edit" | "profile-name-follows" | "profile-name-forum" | "profile-name-friends" | "profile-name-groups" | "profile-name-media" | "profile-name-media-albums" | "profile-name-media-invites" | "profile-name-meets" | "profile-name-notes" | "profile-name-parties" | "profile-name-parties-past" | "profile-name-stories" | "profile-name-stories-covers" | "profile-name-stories-series" | "profile-name-stories-series-slug" | "profile-name-stories-series-slug-edit" | "profile-name-vouches" | "profile-name-post-id" | "search" | "search-legacy" | "search-all" | "interactions-tab" | "setup-position" | "badges" | "badges-badge" | "settings" | "settings-privacy" | "settings-profile-type" | "settings-name" | "settings-wink" | "tickets" | "tickets-create" | "tickets-reference" | "settings-security" | "messages" | "messages-never-miss-match" | "chat" | "chat-enter" | "chat-rules" | "new-chat" | "camtest" | "stories" | "stories-create" | "stories-genre" | "stories-genre-slug" | "stories-genre-slug-edit" | "stories-id-comments" | "stories-id-tags" | "ebooks" | "ebooks-create" | "favourite-stories" | "reading" | "top" | "top-authors" | "top-stories" | "writing-tips" | "writing-tips-formatting" | "writing-tips-formatting-dialogue" | "writing-tips-general" | "writing-tips-paragraphs" | "writing-tips-participles" | "writing-tips-poetry-advice" | "writing-tips-proofreading" | "writing-tips-punctuation" | "writing-tips-run-on-sentences" | "writing-tips-unacceptable-content" | "writing-tips-verb-tense" | "clubs" | "clubs-create" | "clubs-edit-slug" | "clubs-slug" | "clubs-slug-media" | "clubs-slug-parties" | "clubs-slug-reviews" | "clubs-slug-post-id" | "competitions" | "competitions-rules" | "competitions-create" | "competitions-edit-slug" | "competitions-slug" | "dogging" | "dogging-rules" | "dogging-search" | "dogging-submit" | "dogging-edit-location" | "dogging-country" | "dogging-country-county" | "dogging-country-county-location" | "forum" | "forum-search" | "forum-search-results" | "forum-settings" | "forum-category" | "forum-category-create" | "forum-category-slug" | "forum-category-slug-edit" | "groups" | "groups-create" | "groups-slug" | "groups-slug-edit" | "groups-slug-media" | "groups-slug-post-id" | "meets" | "meets-create" | "meets-new" | "meets-category" | "meets-category-slug" | "meets-category-slug-edit" | "parties" | "parties-create" | "parties-view-id" | "parties-slug" | "parties-slug-attendees" | "parties-slug-edit" | "parties-slug-media" | "parties-slug-post-id" | "gallery" | "gallery-landing" | "cover-editor" | "coins" | "coins-approve" | "coins-history" | "coins-history-transaction" | "coins-manage" | "coins-manage-gift-card-list" | "coins-manage-giftcard" | "coins-manage-upgrade" | "coins-manage-withdraw" | "coins-manage-withdraw-success" | "upgrade" | "upgrade-offer" | "payment" | "payment-subscription" | "payment-subscription-slug" | "payment-threed-secure-reference" | "payment-slug" | "id-" | "legal" | "legal-acceptable-use-policy" | "legal-anti-slavery" | "legal-complaints-policy" | "legal-content-policy" | "legal-how-we-use-cookies" | "legal-media-moderation-policy" | "legal-privacy-policy" | "legal-terms-and-conditions" | "staff" | "staff-all";
                                external: boolean;
                                icon?: string;
                                /** @enum {string} */
                                target?: "_blank" | "_self";
                                nofollow?: boolean;
                                loggedIn?: boolean;
                                verified?: boolean;
                                pageAccess?: string | boolean;
                                children?: {
                                    text: string;
                                    href: string;
                                    /** @enum {string} */
                                    to?: "404" | "index" | "healthz" | "maintenance" | "dev-error" | "styleguide" | "meet-team" | "login" | "register" | "logout" | "confirm" | "password-forgot" | "password-reset" | "mfa" | "activity" | "activity-card" | "activity-card-type" | "newactivity" | "profile-name" | "profile-name-ebooks" | "profile-name-edit" | "profile-name-follows" | "profile-name-forum" | "profile-name-friends" | "profile-name-groups" | "profile-name-media" | "profile-name-media-albums" | "profile-name-media-invites" | "profile-name-meets" | "profile-name-notes" | "profile-name-parties" | "profile-name-parties-past" | "profile-name-stories" | "profile-name-stories-covers" | "profile-name-stories-series" | "profile-name-stories-series-slug" | "profile-name-stories-series-slug-edit" | "profile-name-vouches" | "profile-name-post-id" | "search" | "search-legacy" | "search-all" | "interactions-tab" | "setup-position" | "badges" | "badges-badge" | "settings" | "settings-privacy" | "settings-profile-type" | "settings-name" | "settings-wink" | "tickets" | "tickets-create" | "tickets-reference" | "settings-security" | "messages" | "messages-never-miss-match" | "chat" | "chat-enter" | "chat-rules" | "new-chat" | "camtest" | "stories" | "stories-create" | "stories-genre" | "stories-genre-slug" | "stories-genre-slug-edit" | "stories-id-comments" | "stories-id-tags" | "ebooks" | "ebooks-create" | "favourite-stories" | "reading" | "top" | "top-authors" | "top-stories" | "writing-tips" | "writing-tips-formatting" | "writing-tips-formatting-dialogue" | "writing-tips-general" | "writing-tips-paragraphs" | "writing-tips-participles" | "writing-tips-poetry-advice" | "writing-tips-proofreading" | "writing-tips-punctuation" | "writing-tips-run-on-sentences" | "writing-tips-unacceptable-content" | "writing-tips-verb-tense" | "clubs" | "clubs-create" | "clubs-edit-slug" | "clubs-slug" | "clubs-slug-media" | "clubs-slug-parties" | "clubs-slug-reviews" | "clubs-slug-post-id" | "competitions" | "competitions-rules" | "competitions-create" | "competitions-edit-slug" | "competitions-slug" | "dogging" | "dogging-rules" | "dogging-search" | "dogging-submit" | "dogging-edit-location" | "dogging-country" | "dogging-country-county" | "dogging-country-county-location" | "forum" | "forum-search" | "forum-search-results" | "forum-settings" | "forum-category" | "forum-category-create" | "forum-category-slug" | "forum-category-slug-edit" | "groups" | "groups-create" | "groups-slug" | "groups-slug-edit" | "groups-slug-media" | "groups-slug-post-id" | "meets" | "meets-create" | "meets-new" | "meets-category" | "meets-category-slug" | "meets-category-slug-edit" | "parties" | "parties-create" | "parties-view-id" | "parties-slug" | "parties-slug-attendees" | "parties-slug-edit" | "parties-slug-media" | "parties-slug-post-id" | "gallery" | "gallery-landing" | "cover-editor" | "coins" | "coins-approve" | "coins-history" | "coins-history-transaction" | "coins-manage" | "coins-manage-gift-card-list" | "coins-manage-giftcard" | "coins-manage-upgrade" | "coins-manage-withdraw" | "coins-manage-withdraw-success" | "upgrade" | "upgrade-offer" | "payment" | "payment-subscription" | "payment-subscription-slug" | "payment-threed-secure-reference" | "payment-slug" | "id-" | "legal" | "legal-acceptable-use-policy" | "legal-anti-slavery" | "legal-complaints-policy" | "legal-content-policy" | "legal-how-we-use-cookies" | "legal-media-moderation-policy" | "legal-privacy-policy" | "legal-terms-and-conditions" | "staff" | "staff-all";
                                    external: boolean;
                                    icon?: string;
                                    /** @enum {string} */
                                    target?: "_blank" | "_self";
                                    nofollow?: boolean;
                                    loggedIn?: boolean;
                                    verified?: boolean;
                                    pageAccess?: string | boolean;
                                }[];
                            }[];
                            mobileNav: {
                                text: string;
                                href: string;
                                /** @enum {string} */
                                to?: "404" | "index" | "healthz" | "maintenance" | "dev-error" | "styleguide" | "meet-team" | "login" | "register" | "logout" | "confirm" | "password-forgot" | "password-reset" | "mfa" | "activity" | "activity-card" | "activity-card-type" | "newactivity" | "profile-name" | "profile-name-ebooks" | "profile-name-edit" | "profile-name-follows" | "profile-name-forum" | "profile-name-friends" | "profile-name-groups" | "profile-name-media" | "profile-name-media-albums" | "profile-name-media-invites" | "profile-name-meets" | "profile-name-notes" | "profile-name-parties" | "profile-name-parties-past" | "profile-name-stories" | "profile-name-stories-covers" | "profile-name-stories-series" | "profile-name-stories-series-slug" | "profile-name-stories-series-slug-edit" | "profile-name-vouches" | "profile-name-post-id" | "search" | "search-legacy" | "search-all" | "interactions-tab" | "setup-position" | "badges" | "badges-badge" | "settings" | "settings-privacy" | "settings-profile-type" | "settings-name" | "settings-wink" | "tickets" | "tickets-create" | "tickets-reference" | "settings-security" | "messages" | "messages-never-miss-match" | "chat" | "chat-enter" | "chat-rules" | "new-chat" | "camtest" | "stories" | "stories-create" | "stories-genre" | "stories-genre-slug" | "stories-genre-slug-edit" | "stories-id-comments" | "stories-id-tags" | "ebooks" | "ebooks-create" | "favourite-stories" | "reading" | "top" | "top-authors" | "top-stories" | "writing-tips" | "writing-tips-formatting" | "writing-tips-formatting-dialogue" | "writing-tips-general" | "writing-tips-paragraphs" | "writing-tips-participles" | "writing-tips-poetry-advice" | "writing-tips-proofreading" | "writing-tips-punctuation" | "writing-tips-run-on-sentences" | "writing-tips-unacceptable-content" | "writing-tips-verb-tense" | "clubs" | "clubs-create" | "clubs-edit-slug" | "clubs-slug" | "clubs-slug-media" | "clubs-slug-parties" | "clubs-slug-reviews" | "clubs-slug-post-id" | "competitions" | "competitions-rules" | "competitions-create" | "competitions-edit-slug" | "competitions-slug" | "dogging" | "dogging-rules" | "dogging-search" | "dogging-submit" | "dogging-edit-location" | "dogging-country" | "dogging-country-county" | "dogging-country-county-location" | "forum" | "forum-search" | "forum-search-results" | "forum-settings" | "forum-category" | "forum-category-create" | "forum-category-slug" | "forum-category-slug-edit" | "groups" | "groups-create" | "groups-slug" | "groups-slug-edit" | "groups-slug-media" | "groups-slug-post-id" | "meets" | "meets-create" | "meets-new" | "meets-category" | "meets-category-slug" | "meets-category-slug-edit" | "parties" | "parties-create" | "parties-view-id" | "parties-slug" | "parties-slug-attendees" | "parties-slug-edit" | "parties-slug-media" | "parties-slug-post-id" | "gallery" | "gallery-landing" | "cover-editor" | "coins" | "coins-approve" | "coins-history" | "coins-history-transaction" | "coins-manage" | "coins-manage-gift-card-list" | "coins-manage-giftcard" | "coins-manage-upgrade" | "coins-manage-withdraw" | "coins-manage-withdraw-success" | "upgrade" | "upgrade-offer" | "payment" | "payment-subscription" | "payment-subscription-slug" | "payment-threed-secure-reference" | "payment-slug" | "id-" | "legal" | "legal-acceptable-use-policy" | "legal-anti-slavery" | "legal-complaints-policy" | "legal-content-policy" | "legal-how-we-use-cookies" | "legal-media-moderation-policy" | "legal-privacy-policy" | "legal-terms-and-conditions" | "staff" | "staff-all";
                                external: boolean;
                                icon?: string;
                                /** @enum {string} */
                                target?: "_blank" | "_self";
                                nofollow?: boolean;
                                loggedIn?: boolean;
                                verified?: boolean;
                                pageAccess?: string | boolean;
                                children?: {
                                    text: string;
                                    href: string;
                                    /** @enum {string} */
                                    to?: "404" | "index" | "healthz" | "maintenance" | "dev-error" | "styleguide" | "meet-team" | "login" | "register" | "logout" | "confirm" | "password-forgot" | "password-reset" | "mfa" | "activity" | "activity-card" | "activity-card-type" | "newactivity" | "profile-name" | "profile-name-ebooks" | "profile-name-edit" | "profile-name-follows" | "profile-name-forum" | "profile-name-friends" | "profile-name-groups" | "profile-name-media" | "profile-name-media-albums" | "profile-name-media-invites" | "profile-name-meets" | "profile-name-notes" | "profile-name-parties" | "profile-name-parties-past" | "profile-name-stories" | "profile-name-stories-covers" | "profile-name-stories-series" | "profile-name-stories-series-slug" | "profile-name-stories-series-slug-edit" | "profile-name-vouches" | "profile-name-post-id" | "search" | "search-legacy" | "search-all" | "interactions-tab" | "setup-position" | "badges" | "badges-badge" | "settings" | "settings-privacy" | "settings-profile-type" | "settings-name" | "settings-wink" | "tickets" | "tickets-create" | "tickets-reference" | "settings-security" | "messages" | "messages-never-miss-match" | "chat" | "chat-enter" | "chat-rules" | "new-chat" | "camtest" | "stories" | "stories-create" | "stories-genre" | "stories-genre-slug" | "stories-genre-slug-edit" | "stories-id-comments" | "stories-id-tags" | "ebooks" | "ebooks-create" | "favourite-stories" | "reading" | "top" | "top-authors" | "top-stories" | "writing-tips" | "writing-tips-formatting" | "writing-tips-formatting-dialogue" | "writing-tips-general" | "writing-tips-paragraphs" | "writing-tips-participles" | "writing-tips-poetry-advice" | "writing-tips-proofreading" | "writing-tips-punctuation" | "writing-tips-run-on-sentences" | "writing-tips-unacceptable-content" | "writing-tips-verb-tense" | "clubs" | "clubs-create" | "clubs-edit-slug" | "clubs-slug" | "clubs-slug-media" | "clubs-slug-parties" | "clubs-slug-reviews" | "clubs-slug-post-id" | "competitions" | "competitions-rules" | "competitions-create" | "competitions-edit-slug" | "competitions-slug" | "dogging" | "dogging-rules" | "dogging-search" | "dogging-submit" | "dogging-edit-location" | "dogging-country" | "dogging-country-county" | "dogging-country-county-location" | "forum" | "forum-search" | "forum-search-results" | "forum-settings" | "forum-category" | "forum-category-create" | "forum-category-slug" | "forum-category-slug-edit" | "groups" | "groups-create" | "groups-slug" | "groups-slug-edit" | "groups-slug-media" | "groups-slug-post-id" | "meets" | "meets-create" | "meets-new" | "meets-category" | "meets-category-slug" | "meets-category-slug-edit" | "parties" | "parties-create" | "parties-view-id" | "parties-slug" | "parties-slug-attendees" | "parties-slug-edit" | "parties-slug-media" | "parties-slug-post-id" | "gallery" | "gallery-landing" | "cover-editor" | "coins" | "coins-approve" | "coins-history" | "coins-history-transaction" | "coins-manage" | "coins-manage-gift-card-list" | "coins-manage-giftcard" | "coins-manage-upgrade" | "coins-manage-withdraw" | "coins-manage-withdraw-success" | "upgrade" | "upgrade-offer" | "payment" | "payment-subscription" | "payment-subscription-slug" | "payment-threed-secure-reference" | "payment-slug" | "id-" | "legal" | "legal-acceptable-use-policy" | "legal-anti-slavery" | "legal-complaints-policy" | "legal-content-policy" | "legal-how-we-use-cookies" | "legal-media-moderation-policy" | "legal-privacy-policy" | "legal-terms-and-conditions" | "staff" | "staff-all";
                                    external: boolean;
                                    icon?: string;
                                    /** @enum {string} */
                                    target?: "_blank" | "_self";
                                    nofollow?: boolean;
                                    loggedIn?: boolean;
                                    verified?: boolean;
                                    pageAccess?: string | boolean;
                                }[];
                            }[];
                            navIcons: {
                                text: string;
                                href: string;
                                /** @enum {string} */
                                to?: "404" | "index" | "healthz" | "maintenance" | "dev-error" | "styleguide" | "meet-team" | "login" | "register" | "logout" | "confirm" | "password-forgot" | "password-reset" | "mfa" | "activity" | "activity-card" | "activity-card-type" | "newactivity" | "profile-name" | "profile-name-ebooks" | "profile-name-edit" | "profile-name-follows" | "profile-name-forum" | "profile-name-friends" | "profile-name-groups" | "profile-name-media" | "profile-name-media-albums" | "profile-name-media-invites" | "profile-name-meets" | "profile-name-notes" | "profile-name-parties" | "profile-name-parties-past" | "profile-name-stories" | "profile-name-stories-covers" | "profile-name-stories-series" | "profile-name-stories-series-slug" | "profile-name-stories-series-slug-edit" | "profile-name-vouches" | "profile-name-post-id" | "search" | "search-legacy" | "search-all" | "interactions-tab" | "setup-position" | "badges" | "badges-badge" | "settings" | "settings-privacy" | "settings-profile-type" | "settings-name" | "settings-wink" | "tickets" | "tickets-create" | "tickets-reference" | "settings-security" | "messages" | "messages-never-miss-match" | "chat" | "chat-enter" | "chat-rules" | "new-chat" | "camtest" | "stories" | "stories-create" | "stories-genre" | "stories-genre-slug" | "stories-genre-slug-edit" | "stories-id-comments" | "stories-id-tags" | "ebooks" | "ebooks-create" | "favourite-stories" | "reading" | "top" | "top-authors" | "top-stories" | "writing-tips" | "writing-tips-formatting" | "writing-tips-formatting-dialogue" | "writing-tips-general" | "writing-tips-paragraphs" | "writing-tips-participles" | "writing-tips-poetry-advice" | "writing-tips-proofreading" | "writing-tips-punctuation" | "writing-tips-run-on-sentences" | "writing-tips-unacceptable-content" | "writing-tips-verb-tense" | "clubs" | "clubs-create" | "clubs-edit-slug" | "clubs-slug" | "clubs-slug-media" | "clubs-slug-parties" | "clubs-slug-reviews" | "clubs-slug-post-id" | "competitions" | "competitions-rules" | "competitions-create" | "competitions-edit-slug" | "competitions-slug" | "dogging" | "dogging-rules" | "dogging-search" | "dogging-submit" | "dogging-edit-location" | "dogging-country" | "dogging-country-county" | "dogging-country-county-location" | "forum" | "forum-search" | "forum-search-results" | "forum-settings" | "forum-category" | "forum-category-create" | "forum-category-slug" | "forum-category-slug-edit" | "groups" | "groups-create" | "groups-slug" | "groups-slug-edit" | "groups-slug-media" | "groups-slug-post-id" | "meets" | "meets-create" | "meets-new" | "meets-category" | "meets-category-slug" | "meets-category-slug-edit" | "parties" | "parties-create" | "parties-view-id" | "parties-slug" | "parties-slug-attendees" | "parties-slug-edit" | "parties-slug-media" | "parties-slug-post-id" | "gallery" | "gallery-landing" | "cover-editor" | "coins" | "coins-approve" | "coins-history" | "coins-history-transaction" | "coins-manage" | "coins-manage-gift-card-list" | "coins-manage-giftcard" | "coins-manage-upgrade" | "coins-manage-withdraw" | "coins-manage-withdraw-success" | "upgrade" | "upgrade-offer" | "payment" | "payment-subscription" | "payment-subscription-slug" | "payment-threed-secure-reference" | "payment-slug" | "id-" | "legal" | "legal-acceptable-use-policy" | "legal-anti-slavery" | "legal-complaints-policy" | "legal-content-policy" | "legal-how-we-use-cookies" | "legal-media-moderation-policy" | "legal-privacy-policy" | "legal-terms-and-conditions" | "staff" | "staff-all";
                                external: boolean;
                                icon?: string;
                                /** @enum {string} */
                                target?: "_blank" | "_self";
                                nofollow?: boolean;
                                loggedIn?: boolean;
                                verified?: boolean;
                                pageAccess?: string | boolean;
                            }[];
                            footer: {
                                text: string;
                                blocks: {
                                    title: string;
                                    loggedIn?: boolean;
                                    links: {
                                        text: string;
                                        href: string;
                                        /** @enum {string} */
                                        to?: "404" | "index" | "healthz" | "maintenance" | "dev-error" | "styleguide" | "meet-team" | "login" | "register" | "logout" | "confirm" | "password-forgot" | "password-reset" | "mfa" | "activity" | "activity-card" | "activity-card-type" | "newactivity" | "profile-name" | "profile-name-ebooks" | "profile-name-edit" | "profile-name-follows" | "profile-name-forum" | "profile-name-friends" | "profile-name-groups" | "profile-name-media" | "profile-name-media-albums" | "profile-name-media-invites" | "profile-name-meets" | "profile-name-notes" | "profile-name-parties" | "profile-name-parties-past" | "profile-name-stories" | "profile-name-stories-covers" | "profile-name-stories-series" | "profile-name-stories-series-slug" | "profile-name-stories-series-slug-edit" | "profile-name-vouches" | "profile-name-post-id" | "search" | "search-legacy" | "search-all" | "interactions-tab" | "setup-position" | "badges" | "badges-badge" | "settings" | "settings-privacy" | "settings-profile-type" | "settings-name" | "settings-wink" | "tickets" | "tickets-create" | "tickets-reference" | "settings-security" | "messages" | "messages-never-miss-match" | "chat" | "chat-enter" | "chat-rules" | "new-chat" | "camtest" | "stories" | "stories-create" | "stories-genre" | "stories-genre-slug" | "stories-genre-slug-edit" | "stories-id-comments" | "stories-id-tags" | "ebooks" | "ebooks-create" | "favourite-stories" | "reading" | "top" | "top-authors" | "top-stories" | "writing-tips" | "writing-tips-formatting" | "writing-tips-formatting-dialogue" | "writing-tips-general" | "writing-tips-paragraphs" | "writing-tips-participles" | "writing-tips-poetry-advice" | "writing-tips-proofreading" | "writing-tips-punctuation" | "writing-tips-run-on-sentences" | "writing-tips-unacceptable-content" | "writing-tips-verb-tense" | "clubs" | "clubs-create" | "clubs-edit-slug" | "clubs-slug" | "clubs-slug-media" | "clubs-slug-parties" | "clubs-slug-reviews" | "clubs-slug-post-id" | "competitions" | "competitions-rules" | "competitions-create" | "competitions-edit-slug" | "competitions-slug" | "dogging" | "dogging-rules" | "dogging-search" | "dogging-submit" | "dogging-edit-location" | "dogging-country" | "dogging-country-county" | "dogging-country-county-location" | "forum" | "forum-search" | "forum-search-results" | "forum-settings" | "forum-category" | "forum-category-create" | "forum-category-slug" | "forum-category-slug-edit" | "groups" | "groups-create" | "groups-slug" | "groups-slug-edit" | "groups-slug-media" | "groups-slug-post-id" | "meets" | "meets-create" | "meets-new" | "meets-category" | "meets-category-slug" | "meets-category-slug-edit" | "parties" | "parties-create" | "parties-view-id" | "parties-slug" | "parties-slug-attendees" | "parties-slug-edit" | "parties-slug-media" | "parties-slug-post-id" | "gallery" | "gallery-landing" | "cover-editor" | "coins" | "coins-approve" | "coins-history" | "coins-history-transaction" | "coins-manage" | "coins-manage-gift-card-list" | "coins-manage-giftcard" | "coins-manage-upgrade" | "coins-manage-withdraw" | "coins-manage-withdraw-success" | "upgrade" | "upgrade-offer" | "payment" | "payment-subscription" | "payment-subscription-slug" | "payment-threed-secure-reference" | "payment-slug" | "id-" | "legal" | "legal-acceptable-use-policy" | "legal-anti-slavery" | "legal-complaints-policy" | "legal-content-policy" | "legal-how-we-use-cookies" | "legal-media-moderation-policy" | "legal-privacy-policy" | "legal-terms-and-conditions" | "staff" | "staff-all";
                                        external: boolean;
                                        icon?: string;
                                        /** @enum {string} */
                                        target?: "_blank" | "_self";
                                        nofollow?: boolean;
                                        loggedIn?: boolean;
                                        verified?: boolean;
                                        pageAccess?: string | boolean;
                                    }[];
                                }[];
                                /** @enum {string} */
                                chatEnterRoute: "404" | "index" | "healthz" | "maintenance" | "dev-error" | "styleguide" | "meet-team" | "login" | "register" | "logout" | "confirm" | "password-forgot" | "password-reset" | "mfa" | "activity" | "activity-card" | "activity-card-type" | "newactivity" | "profile-name" | "profile-name-ebooks" | "profile-name-edit" | "profile-name-follows" | "profile-name-forum" | "profile-name-friends" | "profile-name-groups" | "profile-name-media" | "profile-name-media-albums" | "profile-name-media-invites" | "profile-name-meets" | "profile-name-notes" | "profile-name-parties" | "profile-name-parties-past" | "profile-name-stories" | "profile-name-stories-covers" | "profile-name-stories-series" | "profile-name-stories-series-slug" | "profile-name-stories-series-slug-edit" | "profile-name-vouches" | "profile-name-post-id" | "search" | "search-legacy" | "search-all" | "interactions-tab" | "setup-position" | "badges" | "badges-badge" | "settings" | "settings-privacy" | "settings-profile-type" | "settings-name" | "settings-wink" | "tickets" | "tickets-create" | "tickets-reference" | "settings-security" | "messages" | "messages-never-miss-match" | "chat" | "chat-enter" | "chat-rules" | "new-chat" | "camtest" | "stories" | "stories-create" | "stories-genre" | "stories-genre-slug" | "stories-genre-slug-edit" | "stories-id-comments" | "stories-id-tags" | "ebooks" | "ebooks-create" | "favourite-stories" | "reading" | "top" | "top-authors" | "top-stories" | "writing-tips" | "writing-tips-formatting" | "writing-tips-formatting-dialogue" | "writing-tips-general" | "writing-tips-paragraphs" | "writing-tips-participles" | "writing-tips-poetry-advice" | "writing-tips-proofreading" | "writing-tips-punctuation" | "writing-tips-run-on-sentences" | "writing-tips-unacceptable-content" | "writing-tips-verb-tense" | "clubs" | "clubs-create" | "clubs-edit-slug" | "clubs-slug" | "clubs-slug-media" | "clubs-slug-parties" | "clubs-slug-reviews" | "clubs-slug-post-id" | "competitions" | "competitions-rules" | "competitions-create" | "competitions-edit-slug" | "competitions-slug" | "dogging" | "dogging-rules" | "dogging-search" | "dogging-submit" | "dogging-edit-location" | "dogging-country" | "dogging-country-county" | "dogging-country-county-location" | "forum" | "forum-search" | "forum-search-results" | "forum-settings" | "forum-category" | "forum-category-create" | "forum-category-slug" | "forum-category-slug-edit" | "groups" | "groups-create" | "groups-slug" | "groups-slug-edit" | "groups-slug-media" | "groups-slug-post-id" | "meets" | "meets-create" | "meets-new" | "meets-category" | "meets-category-slug" | "meets-category-slug-edit" | "parties" | "parties-create" | "parties-view-id" | "parties-slug" | "parties-slug-attendees" | "parties-slug-edit" | "parties-slug-media" | "parties-slug-post-id" | "gallery" | "gallery-landing" | "cover-editor" | "coins" | "coins-approve" | "coins-history" | "coins-history-transaction" | "coins-manage" | "coins-manage-gift-card-list" | "coins-manage-giftcard" | "coins-manage-upgrade" | "coins-manage-withdraw" | "coins-manage-withdraw-success" | "upgrade" | "upgrade-offer" | "payment" | "payment-subscription" | "payment-subscription-slug" | "payment-threed-secure-reference" | "payment-slug" | "id-" | "legal" | "legal-acceptable-use-policy" | "legal-anti-slavery" | "legal-complaints-policy" | "legal-content-policy" | "legal-how-we-use-cookies" | "legal-media-moderation-policy" | "legal-privacy-policy" | "legal-terms-and-conditions" | "staff" | "staff-all";
                                chatEnterHref: string;
                            };
                            meta: {
                                title: string;
                                titleTemplate: string;
                                description: string;
                                themeColour: string;
                                keywords?: string[];
                            };
                            routes: {
                                /** @enum {string} */
                                name: "404" | "index" | "healthz" | "maintenance" | "dev-error" | "styleguide" | "meet-team" | "login" | "register" | "logout" | "confirm" | "password-forgot" | "password-reset" | "mfa" | "activity" | "activity-card" | "activity-card-type" | "newactivity" | "profile-name" | "profile-name-ebooks" | "profile-name-edit" | "profile-name-follows" | "profile-name-forum" | "profile-name-friends" | "profile-name-groups" | "profile-name-media" | "profile-name-media-albums" | "profile-name-media-invites" | "profile-name-meets" | "profile-name-notes" | "profile-name-parties" | "profile-name-parties-past" | "profile-name-stories" | "profile-name-stories-covers" | "profile-name-stories-series" | "profile-name-stories-series-slug" | "profile-name-stories-series-slug-edit" | "profile-name-vouches" | "profile-name-post-id" | "search" | "search-legacy" | "search-all" | "interactions-tab" | "setup-position" | "badges" | "badges-badge" | "settings" | "settings-privacy" | "settings-profile-type" | "settings-name" | "settings-wink" | "tickets" | "tickets-create" | "tickets-reference" | "settings-security" | "messages" | "messages-never-miss-match" | "chat" | "chat-enter" | "chat-rules" | "new-chat" | "camtest" | "stories" | "stories-create" | "stories-genre" | "stories-genre-slug" | "stories-genre-slug-edit" | "stories-id-comments" | "stories-id-tags" | "ebooks" | "ebooks-create" | "favourite-stories" | "reading" | "top" | "top-authors" | "top-stories" | "writing-tips" | "writing-tips-formatting" | "writing-tips-formatting-dialogue" | "writing-tips-general" | "writing-tips-paragraphs" | "writing-tips-participles" | "writing-tips-poetry-advice" | "writing-tips-proofreading" | "writing-tips-punctuation" | "writing-tips-run-on-sentences" | "writing-tips-unacceptable-content" | "writing-tips-verb-tense" | "clubs" | "clubs-create" | "clubs-edit-slug" | "clubs-slug" | "clubs-slug-media" | "clubs-slug-parties" | "clubs-slug-reviews" | "clubs-slug-post-id" | "competitions" | "competitions-rules" | "competitions-create" | "competitions-edit-slug" | "competitions-slug" | "dogging" | "dogging-rules" | "dogging-search" | "dogging-submit" | "dogging-edit-location" | "dogging-country" | "dogging-country-county" | "dogging-country-county-location" | "forum" | "forum-search" | "forum-search-results" | "forum-settings" | "forum-category" | "forum-category-create" | "forum-category-slug" | "forum-category-slug-edit" | "groups" | "groups-create" | "groups-slug" | "groups-slug-edit" | "groups-slug-media" | "groups-slug-post-id" | "meets" | "meets-create" | "meets-new" | "meets-category" | "meets-category-slug" | "meets-category-slug-edit" | "parties" | "parties-create" | "parties-view-id" | "parties-slug" | "parties-slug-attendees" | "parties-slug-edit" | "parties-slug-media" | "parties-slug-post-id" | "gallery" | "gallery-landing" | "cover-editor" | "coins" | "coins-approve" | "coins-history" | "coins-history-transaction" | "coins-manage" | "coins-manage-gift-card-list" | "coins-manage-giftcard" | "coins-manage-upgrade" | "coins-manage-withdraw" | "coins-manage-withdraw-success" | "upgrade" | "upgrade-offer" | "payment" | "payment-subscription" | "payment-subscription-slug" | "payment-threed-secure-reference" | "payment-slug" | "id-" | "legal" | "legal-acceptable-use-policy" | "legal-anti-slavery" | "legal-complaints-policy" | "legal-content-policy" | "legal-how-we-use-cookies" | "legal-media-moderation-policy" | "legal-privacy-policy" | "legal-terms-and-conditions" | "staff" | "staff-all";
                                path: string;
                                /** @enum {string} */
                                auth: "required" | "guest" | "any";
                                /** @enum {string} */
                                layout: "default" | "empty" | "health" | "home";
                            }[];
                            translations: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    VariantsController_translations: {
        parameters: {
            query?: {
                v?: string;
            };
            header?: never;
            path: {
                locale: "en_GB" | "en_US" | "en_AU" | "en_NZ" | "en_CA" | "en_ZA" | "en_IE" | "de_DE" | "de_AT" | "de_CH" | "fr_FR" | "fr_BE" | "fr_CH" | "fr_CA" | "es_ES" | "it_IT" | "it_CH" | "nl_NL" | "nl_BE" | "pl_PL" | "pt_BR";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    VariantsController_siteConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data?: {
                            /** @enum {string} */
                            code: "fsuk" | "kiwi" | "lush" | "pefr" | "psbr" | "s4ie" | "scit" | "scnl" | "shat" | "shau" | "shbe" | "shca" | "shch" | "shde" | "shes" | "shpl" | "shuk" | "shus" | "shza" | "stsp" | "swbw";
                            colour100: string;
                            colour200: string;
                            colour300: string;
                            colour400: string;
                            colour500: string;
                            colour600: string;
                            colour700: string;
                            colour800: string;
                            colour900: string;
                            secondary100: string;
                            secondary200: string;
                            secondary300: string;
                            secondary400: string;
                            secondary500: string;
                            secondary600: string;
                            secondary700: string;
                            secondary800: string;
                            secondary900: string;
                            urls: {
                                api: string;
                                static: string;
                                napi: string;
                                confirm: string;
                                home: string;
                                legacyApi: string | null;
                            };
                            baseHost: string;
                            /** @enum {string} */
                            locale: "en_GB" | "en_US" | "en_AU" | "en_NZ" | "en_CA" | "en_ZA" | "en_IE" | "de_DE" | "de_AT" | "de_CH" | "fr_FR" | "fr_BE" | "fr_CH" | "fr_CA" | "es_ES" | "it_IT" | "it_CH" | "nl_NL" | "nl_BE" | "pl_PL" | "pt_BR";
                            locales: ("en_GB" | "en_US" | "en_AU" | "en_NZ" | "en_CA" | "en_ZA" | "en_IE" | "de_DE" | "de_AT" | "de_CH" | "fr_FR" | "fr_BE" | "fr_CH" | "fr_CA" | "es_ES" | "it_IT" | "it_CH" | "nl_NL" | "nl_BE" | "pl_PL" | "pt_BR")[];
                            /** @enum {string} */
                            currency: "GBP" | "EUR" | "USD" | "AUD" | "NZD" | "CAD" | "CHF" | "PLN" | "ZAR";
                            googleAnalytics4: string | null;
                            hasCountries: boolean;
                            paid: boolean;
                            payments: boolean;
                            storiesMode: boolean;
                            adverts: boolean;
                            brand: {
                                name: string;
                                logo: string;
                                /** @description the logo for high-density screens ("logo@2x" in SPEC 3) */
                                logo2x: string;
                                alt: string;
                                /** @description a short strap line shown beside the logo */
                                text: string;
                                seasonalLogo: string | null;
                            };
                        };
                    };
                };
            };
        };
    };
    AuthController_register: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** Format: email */
                    email: string;
                    password: string;
                    dateOfBirth: string;
                    genders: string;
                    altcha?: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AuthController_confirm: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AuthController_resend: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AuthController_login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    login: string;
                    password: string;
                    /** @default false */
                    remember?: boolean;
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            redirect: string;
                            profile: {
                                coinBalance: number;
                                coinBalanceText: string;
                                isSeeking: boolean;
                                locale: string;
                                messageCount: number;
                                notificationCount: number;
                                permissions: {
                                    canUpgrade: boolean;
                                    canHideAdverts: boolean;
                                    canId: boolean;
                                    canReplyMessages: boolean;
                                    canSendMessages: boolean;
                                    canSignContentAgreement: boolean;
                                    canAccessPage: boolean;
                                };
                                privacy: {
                                    /** @enum {string} */
                                    profile: "everyone" | "members" | "friends";
                                    /** @enum {string} */
                                    messages: "everyone" | "friends" | "nobody";
                                    showOnline: boolean;
                                };
                                member: {
                                    id: string;
                                    name: string;
                                    email: string;
                                    /** @enum {string} */
                                    role: "member" | "moderator" | "support" | "editor" | "admin" | "global" | "super";
                                    isAdmin: boolean;
                                    /** @enum {string} */
                                    tier: "free" | "silver" | "gold" | "platinum";
                                    genders: string;
                                    isVerified: boolean;
                                    isConfirmed: boolean;
                                    mfaEnabled: boolean;
                                    avatar: {
                                        small: string | null;
                                        medium: string | null;
                                        large: string | null;
                                        "large-thumbnail": string | null;
                                        /** @description random colour variant 1–4 for members without a photo */
                                        colour: number;
                                    };
                                    homeVariant: string;
                                    /** @enum {string} */
                                    landingPage: "activity" | "newactivity";
                                    createdAt: string;
                                };
                            };
                        };
                    };
                };
            };
        };
    };
    AuthController_mfa: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code?: string;
                    recoveryCode?: string;
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            redirect: string;
                            profile: {
                                coinBalance: number;
                                coinBalanceText: string;
                                isSeeking: boolean;
                                locale: string;
                                messageCount: number;
                                notificationCount: number;
                                permissions: {
                                    canUpgrade: boolean;
                                    canHideAdverts: boolean;
                                    canId: boolean;
                                    canReplyMessages: boolean;
                                    canSendMessages: boolean;
                                    canSignContentAgreement: boolean;
                                    canAccessPage: boolean;
                                };
                                privacy: {
                                    /** @enum {string} */
                                    profile: "everyone" | "members" | "friends";
                                    /** @enum {string} */
                                    messages: "everyone" | "friends" | "nobody";
                                    showOnline: boolean;
                                };
                                member: {
                                    id: string;
                                    name: string;
                                    email: string;
                                    /** @enum {string} */
                                    role: "member" | "moderator" | "support" | "editor" | "admin" | "global" | "super";
                                    isAdmin: boolean;
                                    /** @enum {string} */
                                    tier: "free" | "silver" | "gold" | "platinum";
                                    genders: string;
                                    isVerified: boolean;
                                    isConfirmed: boolean;
                                    mfaEnabled: boolean;
                                    avatar: {
                                        small: string | null;
                                        medium: string | null;
                                        large: string | null;
                                        "large-thumbnail": string | null;
                                        /** @description random colour variant 1–4 for members without a photo */
                                        colour: number;
                                    };
                                    homeVariant: string;
                                    /** @enum {string} */
                                    landingPage: "activity" | "newactivity";
                                    createdAt: string;
                                };
                            };
                        };
                    };
                };
            };
        };
    };
    AccountController_disableMfa: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                };
            };
        };
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AuthController_logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AuthController_validate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            loggedIn: boolean;
                            userId: string | null;
                        };
                    };
                };
            };
        };
    };
    AuthController_forgot: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                };
            };
        };
        responses: {
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AuthController_reset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                    password: string;
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AccountController_profile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            coinBalance: number;
                            coinBalanceText: string;
                            isSeeking: boolean;
                            locale: string;
                            messageCount: number;
                            notificationCount: number;
                            permissions: {
                                canUpgrade: boolean;
                                canHideAdverts: boolean;
                                canId: boolean;
                                canReplyMessages: boolean;
                                canSendMessages: boolean;
                                canSignContentAgreement: boolean;
                                canAccessPage: boolean;
                            };
                            privacy: {
                                /** @enum {string} */
                                profile: "everyone" | "members" | "friends";
                                /** @enum {string} */
                                messages: "everyone" | "friends" | "nobody";
                                showOnline: boolean;
                            };
                            member: {
                                id: string;
                                name: string;
                                email: string;
                                /** @enum {string} */
                                role: "member" | "moderator" | "support" | "editor" | "admin" | "global" | "super";
                                isAdmin: boolean;
                                /** @enum {string} */
                                tier: "free" | "silver" | "gold" | "platinum";
                                genders: string;
                                isVerified: boolean;
                                isConfirmed: boolean;
                                mfaEnabled: boolean;
                                avatar: {
                                    small: string | null;
                                    medium: string | null;
                                    large: string | null;
                                    "large-thumbnail": string | null;
                                    /** @description random colour variant 1–4 for members without a photo */
                                    colour: number;
                                };
                                homeVariant: string;
                                /** @enum {string} */
                                landingPage: "activity" | "newactivity";
                                createdAt: string;
                            };
                        };
                    };
                };
            };
        };
    };
    AccountController_listSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            current: boolean;
                            userAgent: string | null;
                            ip: string | null;
                            createdAt: string;
                            lastSeenAt: string;
                            remembered: boolean;
                        }[];
                    };
                };
            };
        };
    };
    AccountController_endSession: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AccountController_enrol: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            secret: string;
                            otpauthUrl: string;
                            qrDataUrl: string;
                        };
                    };
                };
            };
        };
    };
    AccountController_verifyEnrol: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            recoveryCodes: string[];
                        };
                    };
                };
            };
        };
    };
    StaffController_list: {
        parameters: {
            query?: {
                sort?: string;
                range?: string;
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StaffController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StaffController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    tier?: "free" | "silver" | "gold" | "platinum";
                    /** @enum {string} */
                    role?: "member" | "moderator" | "support" | "editor" | "admin" | "global" | "super";
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StaffController_suspend: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        email: string;
                        /** @enum {string} */
                        role: "member" | "moderator" | "support" | "editor" | "admin" | "global" | "super";
                        /** @enum {string} */
                        tier: "free" | "silver" | "gold" | "platinum";
                        homeVariant: string;
                        isConfirmed: boolean;
                        isVerified: boolean;
                        mfaEnabled: boolean;
                        suspendedAt: string | null;
                        createdAt: string;
                        lastLoginAt: string | null;
                        pageAccess: string[];
                    };
                };
            };
        };
    };
    StaffController_restore: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        email: string;
                        /** @enum {string} */
                        role: "member" | "moderator" | "support" | "editor" | "admin" | "global" | "super";
                        /** @enum {string} */
                        tier: "free" | "silver" | "gold" | "platinum";
                        homeVariant: string;
                        isConfirmed: boolean;
                        isVerified: boolean;
                        mfaEnabled: boolean;
                        suspendedAt: string | null;
                        createdAt: string;
                        lastLoginAt: string | null;
                        pageAccess: string[];
                    };
                };
            };
        };
    };
    StaffController_sessions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        userAgent: string | null;
                        ip: string | null;
                        createdAt: string;
                        lastSeenAt: string;
                        remembered: boolean;
                    }[];
                };
            };
        };
    };
    StaffController_notes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        memberId: string;
                        authorId: string | null;
                        authorName: string | null;
                        body: string;
                        createdAt: string;
                    }[];
                };
            };
        };
    };
    StaffController_addNote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    body: string;
                };
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        memberId: string;
                        authorId: string | null;
                        authorName: string | null;
                        body: string;
                        createdAt: string;
                    };
                };
            };
        };
    };
    StaffController_pageAccess: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    pages: ("statistics" | "members" | "reports" | "tickets" | "audit" | "payments")[];
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        email: string;
                        /** @enum {string} */
                        role: "member" | "moderator" | "support" | "editor" | "admin" | "global" | "super";
                        /** @enum {string} */
                        tier: "free" | "silver" | "gold" | "platinum";
                        homeVariant: string;
                        isConfirmed: boolean;
                        isVerified: boolean;
                        mfaEnabled: boolean;
                        suspendedAt: string | null;
                        createdAt: string;
                        lastLoginAt: string | null;
                        pageAccess: string[];
                    };
                };
            };
        };
    };
    StaffController_lock: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                resource: "members" | "reports" | "tickets";
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        resource: "members" | "reports" | "tickets";
                        recordId: string;
                        holderId: string | null;
                        holderName: string | null;
                        mine: boolean;
                        expiresAt: string | null;
                    };
                };
            };
        };
    };
    StaffController_acquire: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                resource: "members" | "reports" | "tickets";
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        resource: "members" | "reports" | "tickets";
                        recordId: string;
                        holderId: string | null;
                        holderName: string | null;
                        mine: boolean;
                        expiresAt: string | null;
                    };
                };
            };
        };
    };
    StaffController_release: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                resource: "members" | "reports" | "tickets";
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        resource: "members" | "reports" | "tickets";
                        recordId: string;
                        holderId: string | null;
                        holderName: string | null;
                        mine: boolean;
                        expiresAt: string | null;
                    };
                };
            };
        };
    };
    StaffController_me: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StaffController_listVariants: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StaffAuditController_list: {
        parameters: {
            query?: {
                sort?: string;
                range?: string;
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @description null when the staff account was deleted */
                        staffId: string | null;
                        staffName: string | null;
                        action: string;
                        targetType: string;
                        targetId: string;
                        variant: string | null;
                        before: {
                            [key: string]: unknown;
                        } | null;
                        after: {
                            [key: string]: unknown;
                        } | null;
                        createdAt: string;
                    }[];
                };
            };
        };
    };
    StaffAuditController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @description null when the staff account was deleted */
                        staffId: string | null;
                        staffName: string | null;
                        action: string;
                        targetType: string;
                        targetId: string;
                        variant: string | null;
                        before: {
                            [key: string]: unknown;
                        } | null;
                        after: {
                            [key: string]: unknown;
                        } | null;
                        createdAt: string;
                    };
                };
            };
        };
    };
    SiteStatsController_get: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
                variant?: "fsuk" | "kiwi" | "lush" | "pefr" | "psbr" | "s4ie" | "scit" | "scnl" | "shat" | "shau" | "shbe" | "shca" | "shch" | "shde" | "shes" | "shpl" | "shuk" | "shus" | "shza" | "stsp" | "swbw";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        from: string;
                        to: string;
                        variant: string | null;
                        days: {
                            day: string;
                            signups: number;
                            activeMembers: number;
                            messagesSent: number;
                            storiesPublished: number;
                            revenue: {
                                [key: string]: number;
                            } | null;
                            newSubscriptions: number | null;
                        }[];
                        byVariant: {
                            signups: number;
                            activeMembers: number;
                            messagesSent: number;
                            storiesPublished: number;
                            revenue: {
                                [key: string]: number;
                            } | null;
                            newSubscriptions: number | null;
                            variant: string;
                        }[];
                        totals: {
                            signups: number;
                            activeMembers: number;
                            messagesSent: number;
                            storiesPublished: number;
                            revenue: {
                                [key: string]: number;
                            } | null;
                            newSubscriptions: number | null;
                        };
                        payments: {
                            available: boolean;
                            currencies: string[];
                            reason: string | null;
                        };
                        queryMs: number;
                    };
                };
            };
        };
    };
    HealthController_health: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ProfilesController_view: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            name: string;
                            avatar: {
                                small: string | null;
                                medium: string | null;
                                large: string | null;
                                "large-thumbnail": string | null;
                                /** @description random colour variant 1–4 for members without a photo */
                                colour: number;
                            };
                            genders: string;
                            /** @enum {string} */
                            kind: "single" | "couple" | "group";
                            ages: (number | null)[];
                            /** @description town and region only */
                            location: {
                                town: string;
                                region: string | null;
                                country: string;
                            } | null;
                            online: boolean;
                            lastSeen: string | null;
                            isVerified: boolean;
                            /** @enum {string} */
                            role: "member" | "moderator" | "support" | "editor" | "admin" | "global" | "super";
                            /** @enum {string|null} */
                            badge: "star" | "crown" | null;
                            /** @description rounded; the exact location never leaves the server */
                            distance: {
                                value: number;
                                /** @enum {string} */
                                unit: "km" | "mi";
                            } | null;
                            /** @enum {string} */
                            visibility: "full";
                            about: string;
                            lookingFor: ("m" | "f" | "t" | "n" | "couple" | "group")[];
                            createdAt: string;
                            counts: {
                                friends: number;
                                followers: number;
                                following: number;
                                vouches: number;
                            };
                            relation: {
                                self: boolean;
                                /** @enum {string} */
                                friendState: "none" | "friends" | "request-sent" | "request-received";
                                following: boolean;
                                favourite: boolean;
                                blockedByMe: boolean;
                                canWink: boolean;
                                canVouch: boolean;
                                hasNote: boolean;
                            } | null;
                            lists: {
                                friends: boolean;
                                follows: boolean;
                            };
                        } | {
                            /** @enum {string} */
                            visibility: "private";
                            id: string;
                            name: string;
                            avatar: {
                                small: string | null;
                                medium: string | null;
                                large: string | null;
                                "large-thumbnail": string | null;
                                /** @description random colour variant 1–4 for members without a photo */
                                colour: number;
                            };
                            relation: {
                                self: boolean;
                                /** @enum {string} */
                                friendState: "none" | "friends" | "request-sent" | "request-received";
                                following: boolean;
                                favourite: boolean;
                                blockedByMe: boolean;
                                canWink: boolean;
                                canVouch: boolean;
                                hasNote: boolean;
                            };
                        };
                    };
                };
            };
        };
    };
    ProfilesController_team: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            name: string;
                            avatar: {
                                small: string | null;
                                medium: string | null;
                                large: string | null;
                                "large-thumbnail": string | null;
                                /** @description random colour variant 1–4 for members without a photo */
                                colour: number;
                            };
                            /** @enum {string} */
                            role: "member" | "moderator" | "support" | "editor" | "admin" | "global" | "super";
                        }[];
                    };
                };
            };
        };
    };
    ProfilesController_own: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            name: string;
                            genders: string;
                            /** @enum {string} */
                            kind: "single" | "couple" | "group";
                            dateOfBirth: string;
                            partnerBirthDates: string[];
                            about: string;
                            lookingFor: ("m" | "f" | "t" | "n" | "couple" | "group")[];
                            location: {
                                town: string;
                                region: string | null;
                                country: string;
                                placeId: string;
                            } | null;
                            /** @enum {string} */
                            winkPolicy: "everyone" | "verified" | "friends" | "nobody";
                            nextNameChangeAt: string | null;
                            setup: {
                                done: ("profile-type" | "about" | "photo" | "location" | "looking-for")[];
                                /** @enum {string|null} */
                                next: "profile-type" | "about" | "photo" | "location" | "looking-for" | null;
                            };
                        };
                    };
                };
            };
        };
    };
    ProfilesController_update: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    about?: string;
                    lookingFor?: ("m" | "f" | "t" | "n" | "couple" | "group")[];
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            name: string;
                            genders: string;
                            /** @enum {string} */
                            kind: "single" | "couple" | "group";
                            dateOfBirth: string;
                            partnerBirthDates: string[];
                            about: string;
                            lookingFor: ("m" | "f" | "t" | "n" | "couple" | "group")[];
                            location: {
                                town: string;
                                region: string | null;
                                country: string;
                                placeId: string;
                            } | null;
                            /** @enum {string} */
                            winkPolicy: "everyone" | "verified" | "friends" | "nobody";
                            nextNameChangeAt: string | null;
                            setup: {
                                done: ("profile-type" | "about" | "photo" | "location" | "looking-for")[];
                                /** @enum {string|null} */
                                next: "profile-type" | "about" | "photo" | "location" | "looking-for" | null;
                            };
                        };
                    };
                };
            };
        };
    };
    ProfilesController_profileType: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    genders: string;
                    /** @default [] */
                    partnerBirthDates?: string[];
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            name: string;
                            genders: string;
                            /** @enum {string} */
                            kind: "single" | "couple" | "group";
                            dateOfBirth: string;
                            partnerBirthDates: string[];
                            about: string;
                            lookingFor: ("m" | "f" | "t" | "n" | "couple" | "group")[];
                            location: {
                                town: string;
                                region: string | null;
                                country: string;
                                placeId: string;
                            } | null;
                            /** @enum {string} */
                            winkPolicy: "everyone" | "verified" | "friends" | "nobody";
                            nextNameChangeAt: string | null;
                            setup: {
                                done: ("profile-type" | "about" | "photo" | "location" | "looking-for")[];
                                /** @enum {string|null} */
                                next: "profile-type" | "about" | "photo" | "location" | "looking-for" | null;
                            };
                        };
                    };
                };
            };
        };
    };
    ProfilesController_name: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            name: string;
                            genders: string;
                            /** @enum {string} */
                            kind: "single" | "couple" | "group";
                            dateOfBirth: string;
                            partnerBirthDates: string[];
                            about: string;
                            lookingFor: ("m" | "f" | "t" | "n" | "couple" | "group")[];
                            location: {
                                town: string;
                                region: string | null;
                                country: string;
                                placeId: string;
                            } | null;
                            /** @enum {string} */
                            winkPolicy: "everyone" | "verified" | "friends" | "nobody";
                            nextNameChangeAt: string | null;
                            setup: {
                                done: ("profile-type" | "about" | "photo" | "location" | "looking-for")[];
                                /** @enum {string|null} */
                                next: "profile-type" | "about" | "photo" | "location" | "looking-for" | null;
                            };
                        };
                    };
                };
            };
        };
    };
    ProfilesController_winkSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            policy: "everyone" | "verified" | "friends" | "nobody";
                        };
                    };
                };
            };
        };
    };
    ProfilesController_setWinkSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    policy: "everyone" | "verified" | "friends" | "nobody";
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            policy: "everyone" | "verified" | "friends" | "nobody";
                        };
                    };
                };
            };
        };
    };
    ProfilesController_setLocation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    placeId: string;
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            name: string;
                            genders: string;
                            /** @enum {string} */
                            kind: "single" | "couple" | "group";
                            dateOfBirth: string;
                            partnerBirthDates: string[];
                            about: string;
                            lookingFor: ("m" | "f" | "t" | "n" | "couple" | "group")[];
                            location: {
                                town: string;
                                region: string | null;
                                country: string;
                                placeId: string;
                            } | null;
                            /** @enum {string} */
                            winkPolicy: "everyone" | "verified" | "friends" | "nobody";
                            nextNameChangeAt: string | null;
                            setup: {
                                done: ("profile-type" | "about" | "photo" | "location" | "looking-for")[];
                                /** @enum {string|null} */
                                next: "profile-type" | "about" | "photo" | "location" | "looking-for" | null;
                            };
                        };
                    };
                };
            };
        };
    };
    ProfilesController_clearLocation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            name: string;
                            genders: string;
                            /** @enum {string} */
                            kind: "single" | "couple" | "group";
                            dateOfBirth: string;
                            partnerBirthDates: string[];
                            about: string;
                            lookingFor: ("m" | "f" | "t" | "n" | "couple" | "group")[];
                            location: {
                                town: string;
                                region: string | null;
                                country: string;
                                placeId: string;
                            } | null;
                            /** @enum {string} */
                            winkPolicy: "everyone" | "verified" | "friends" | "nobody";
                            nextNameChangeAt: string | null;
                            setup: {
                                done: ("profile-type" | "about" | "photo" | "location" | "looking-for")[];
                                /** @enum {string|null} */
                                next: "profile-type" | "about" | "photo" | "location" | "looking-for" | null;
                            };
                        };
                    };
                };
            };
        };
    };
    ProfilesController_skip: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                position: "profile-type" | "about" | "photo" | "location" | "looking-for";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            name: string;
                            genders: string;
                            /** @enum {string} */
                            kind: "single" | "couple" | "group";
                            dateOfBirth: string;
                            partnerBirthDates: string[];
                            about: string;
                            lookingFor: ("m" | "f" | "t" | "n" | "couple" | "group")[];
                            location: {
                                town: string;
                                region: string | null;
                                country: string;
                                placeId: string;
                            } | null;
                            /** @enum {string} */
                            winkPolicy: "everyone" | "verified" | "friends" | "nobody";
                            nextNameChangeAt: string | null;
                            setup: {
                                done: ("profile-type" | "about" | "photo" | "location" | "looking-for")[];
                                /** @enum {string|null} */
                                next: "profile-type" | "about" | "photo" | "location" | "looking-for" | null;
                            };
                        };
                    };
                };
            };
        };
    };
    RelationshipsController_friends: {
        parameters: {
            query?: {
                after?: string;
                limit?: number;
            };
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: {
                                id: string;
                                name: string;
                                avatar: {
                                    small: string | null;
                                    medium: string | null;
                                    large: string | null;
                                    "large-thumbnail": string | null;
                                    /** @description random colour variant 1–4 for members without a photo */
                                    colour: number;
                                };
                                genders: string;
                                /** @enum {string} */
                                kind: "single" | "couple" | "group";
                                ages: (number | null)[];
                                /** @description town and region only */
                                location: {
                                    town: string;
                                    region: string | null;
                                    country: string;
                                } | null;
                                online: boolean;
                                lastSeen: string | null;
                                isVerified: boolean;
                                /** @enum {string} */
                                role: "member" | "moderator" | "support" | "editor" | "admin" | "global" | "super";
                                /** @enum {string|null} */
                                badge: "star" | "crown" | null;
                                /** @description rounded; the exact location never leaves the server */
                                distance: {
                                    value: number;
                                    /** @enum {string} */
                                    unit: "km" | "mi";
                                } | null;
                            }[];
                            next: string | null;
                        };
                    };
                };
            };
        };
    };
    RelationshipsController_respond: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    approve: 0 | 1 | "0" | "1" | boolean;
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            state: "friends" | "none";
                        };
                    };
                };
            };
        };
    };
    RelationshipsController_request: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            state: "request-sent" | "friends";
                        };
                    };
                };
            };
        };
    };
    RelationshipsController_unfriend: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    RelationshipsController_requests: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            received: {
                                member: {
                                    id: string;
                                    name: string;
                                    avatar: {
                                        small: string | null;
                                        medium: string | null;
                                        large: string | null;
                                        "large-thumbnail": string | null;
                                        /** @description random colour variant 1–4 for members without a photo */
                                        colour: number;
                                    };
                                    genders: string;
                                    /** @enum {string} */
                                    kind: "single" | "couple" | "group";
                                    ages: (number | null)[];
                                    /** @description town and region only */
                                    location: {
                                        town: string;
                                        region: string | null;
                                        country: string;
                                    } | null;
                                    online: boolean;
                                    lastSeen: string | null;
                                    isVerified: boolean;
                                    /** @enum {string} */
                                    role: "member" | "moderator" | "support" | "editor" | "admin" | "global" | "super";
                                    /** @enum {string|null} */
                                    badge: "star" | "crown" | null;
                                    /** @description rounded; the exact location never leaves the server */
                                    distance: {
                                        value: number;
                                        /** @enum {string} */
                                        unit: "km" | "mi";
                                    } | null;
                                };
                                createdAt: string;
                            }[];
                            sent: {
                                member: {
                                    id: string;
                                    name: string;
                                    avatar: {
                                        small: string | null;
                                        medium: string | null;
                                        large: string | null;
                                        "large-thumbnail": string | null;
                                        /** @description random colour variant 1–4 for members without a photo */
                                        colour: number;
                                    };
                                    genders: string;
                                    /** @enum {string} */
                                    kind: "single" | "couple" | "group";
                                    ages: (number | null)[];
                                    /** @description town and region only */
                                    location: {
                                        town: string;
                                        region: string | null;
                                        country: string;
                                    } | null;
                                    online: boolean;
                                    lastSeen: string | null;
                                    isVerified: boolean;
                                    /** @enum {string} */
                                    role: "member" | "moderator" | "support" | "editor" | "admin" | "global" | "super";
                                    /** @enum {string|null} */
                                    badge: "star" | "crown" | null;
                                    /** @description rounded; the exact location never leaves the server */
                                    distance: {
                                        value: number;
                                        /** @enum {string} */
                                        unit: "km" | "mi";
                                    } | null;
                                };
                                createdAt: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    RelationshipsController_followers: {
        parameters: {
            query?: {
                after?: string;
                limit?: number;
            };
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: {
                                id: string;
                                name: string;
                                avatar: {
                                    small: string | null;
                                    medium: string | null;
                                    large: string | null;
                                    "large-thumbnail": string | null;
                                    /** @description random colour variant 1–4 for members without a photo */
                                    colour: number;
                                };
                                genders: string;
                                /** @enum {string} */
                                kind: "single" | "couple" | "group";
                                ages: (number | null)[];
                                /** @description town and region only */
                                location: {
                                    town: string;
                                    region: string | null;
                                    country: string;
                                } | null;
                                online: boolean;
                                lastSeen: string | null;
                                isVerified: boolean;
                                /** @enum {string} */
                                role: "member" | "moderator" | "support" | "editor" | "admin" | "global" | "super";
                                /** @enum {string|null} */
                                badge: "star" | "crown" | null;
                                /** @description rounded; the exact location never leaves the server */
                                distance: {
                                    value: number;
                                    /** @enum {string} */
                                    unit: "km" | "mi";
                                } | null;
                            }[];
                            next: string | null;
                        };
                    };
                };
            };
        };
    };
    RelationshipsController_following: {
        parameters: {
            query?: {
                after?: string;
                limit?: number;
            };
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: {
                                id: string;
                                name: string;
                                avatar: {
                                    small: string | null;
                                    medium: string | null;
                                    large: string | null;
                                    "large-thumbnail": string | null;
                                    /** @description random colour variant 1–4 for members without a photo */
                                    colour: number;
                                };
                                genders: string;
                                /** @enum {string} */
                                kind: "single" | "couple" | "group";
                                ages: (number | null)[];
                                /** @description town and region only */
                                location: {
                                    town: string;
                                    region: string | null;
                                    country: string;
                                } | null;
                                online: boolean;
                                lastSeen: string | null;
                                isVerified: boolean;
                                /** @enum {string} */
                                role: "member" | "moderator" | "support" | "editor" | "admin" | "global" | "super";
                                /** @enum {string|null} */
                                badge: "star" | "crown" | null;
                                /** @description rounded; the exact location never leaves the server */
                                distance: {
                                    value: number;
                                    /** @enum {string} */
                                    unit: "km" | "mi";
                                } | null;
                            }[];
                            next: string | null;
                        };
                    };
                };
            };
        };
    };
    RelationshipsController_follow: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    RelationshipsController_unfollow: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    RelationshipsController_wink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    RelationshipsController_note: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            body: string;
                            updatedAt: string;
                        } | null;
                    };
                };
            };
        };
    };
    RelationshipsController_putNote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    body: string;
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            body: string;
                            updatedAt: string;
                        };
                    };
                };
            };
        };
    };
    RelationshipsController_deleteNote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    RelationshipsController_notes: {
        parameters: {
            query?: {
                after?: string;
                limit?: number;
            };
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: {
                                member: {
                                    id: string;
                                    name: string;
                                    avatar: {
                                        small: string | null;
                                        medium: string | null;
                                        large: string | null;
                                        "large-thumbnail": string | null;
                                        /** @description random colour variant 1–4 for members without a photo */
                                        colour: number;
                                    };
                                    genders: string;
                                    /** @enum {string} */
                                    kind: "single" | "couple" | "group";
                                    ages: (number | null)[];
                                    /** @description town and region only */
                                    location: {
                                        town: string;
                                        region: string | null;
                                        country: string;
                                    } | null;
                                    online: boolean;
                                    lastSeen: string | null;
                                    isVerified: boolean;
                                    /** @enum {string} */
                                    role: "member" | "moderator" | "support" | "editor" | "admin" | "global" | "super";
                                    /** @enum {string|null} */
                                    badge: "star" | "crown" | null;
                                    /** @description rounded; the exact location never leaves the server */
                                    distance: {
                                        value: number;
                                        /** @enum {string} */
                                        unit: "km" | "mi";
                                    } | null;
                                };
                                body: string;
                                updatedAt: string;
                            }[];
                            next: string | null;
                        };
                    };
                };
            };
        };
    };
    RelationshipsController_vouches: {
        parameters: {
            query?: {
                after?: string;
                limit?: number;
            };
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: {
                                voucher: {
                                    id: string;
                                    name: string;
                                    avatar: {
                                        small: string | null;
                                        medium: string | null;
                                        large: string | null;
                                        "large-thumbnail": string | null;
                                        /** @description random colour variant 1–4 for members without a photo */
                                        colour: number;
                                    };
                                    genders: string;
                                    /** @enum {string} */
                                    kind: "single" | "couple" | "group";
                                    ages: (number | null)[];
                                    /** @description town and region only */
                                    location: {
                                        town: string;
                                        region: string | null;
                                        country: string;
                                    } | null;
                                    online: boolean;
                                    lastSeen: string | null;
                                    isVerified: boolean;
                                    /** @enum {string} */
                                    role: "member" | "moderator" | "support" | "editor" | "admin" | "global" | "super";
                                    /** @enum {string|null} */
                                    badge: "star" | "crown" | null;
                                    /** @description rounded; the exact location never leaves the server */
                                    distance: {
                                        value: number;
                                        /** @enum {string} */
                                        unit: "km" | "mi";
                                    } | null;
                                };
                                body: string;
                                createdAt: string;
                            }[];
                            next: string | null;
                        };
                    };
                };
            };
        };
    };
    RelationshipsController_vouch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    body: string;
                };
            };
        };
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    RelationshipsController_unvouch: {
        parameters: {
            query?: {
                voucher?: string;
            };
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    RelationshipsController_favourite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    RelationshipsController_unfavourite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    RelationshipsController_interactions: {
        parameters: {
            query?: {
                after?: string;
                limit?: number;
            };
            header?: never;
            path: {
                tab: "winks-received" | "winks-sent" | "views" | "favourites";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: {
                                member: {
                                    id: string;
                                    name: string;
                                    avatar: {
                                        small: string | null;
                                        medium: string | null;
                                        large: string | null;
                                        "large-thumbnail": string | null;
                                        /** @description random colour variant 1–4 for members without a photo */
                                        colour: number;
                                    };
                                    genders: string;
                                    /** @enum {string} */
                                    kind: "single" | "couple" | "group";
                                    ages: (number | null)[];
                                    /** @description town and region only */
                                    location: {
                                        town: string;
                                        region: string | null;
                                        country: string;
                                    } | null;
                                    online: boolean;
                                    lastSeen: string | null;
                                    isVerified: boolean;
                                    /** @enum {string} */
                                    role: "member" | "moderator" | "support" | "editor" | "admin" | "global" | "super";
                                    /** @enum {string|null} */
                                    badge: "star" | "crown" | null;
                                    /** @description rounded; the exact location never leaves the server */
                                    distance: {
                                        value: number;
                                        /** @enum {string} */
                                        unit: "km" | "mi";
                                    } | null;
                                };
                                at: string;
                            }[];
                            next: string | null;
                        };
                    };
                };
            };
        };
    };
    PrivacyController_settings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            settings: {
                                /** @enum {string} */
                                profile: "everyone" | "members" | "friends";
                                /** @enum {string} */
                                messages: "everyone" | "friends" | "nobody";
                                showOnline: boolean;
                                /** @enum {string} */
                                friendsList: "everyone" | "members" | "friends" | "nobody";
                                /** @enum {string} */
                                followLists: "everyone" | "members" | "friends" | "nobody";
                                browseInvisibly: boolean;
                            };
                            canBrowseInvisibly: boolean;
                        };
                    };
                };
            };
        };
    };
    PrivacyController_update: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    profile?: "everyone" | "members" | "friends";
                    /** @enum {string} */
                    messages?: "everyone" | "friends" | "nobody";
                    showOnline?: boolean;
                    /** @enum {string} */
                    friendsList?: "everyone" | "members" | "friends" | "nobody";
                    /** @enum {string} */
                    followLists?: "everyone" | "members" | "friends" | "nobody";
                    browseInvisibly?: boolean;
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            settings: {
                                /** @enum {string} */
                                profile: "everyone" | "members" | "friends";
                                /** @enum {string} */
                                messages: "everyone" | "friends" | "nobody";
                                showOnline: boolean;
                                /** @enum {string} */
                                friendsList: "everyone" | "members" | "friends" | "nobody";
                                /** @enum {string} */
                                followLists: "everyone" | "members" | "friends" | "nobody";
                                browseInvisibly: boolean;
                            };
                            canBrowseInvisibly: boolean;
                        };
                    };
                };
            };
        };
    };
    PrivacyController_blacklist: {
        parameters: {
            query?: {
                after?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: {
                                id: string;
                                name: string;
                                avatar: {
                                    small: string | null;
                                    medium: string | null;
                                    large: string | null;
                                    "large-thumbnail": string | null;
                                    /** @description random colour variant 1–4 for members without a photo */
                                    colour: number;
                                };
                                blockedAt: string;
                            }[];
                            next: string | null;
                        };
                    };
                };
            };
        };
    };
    PrivacyController_block: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    PrivacyController_unblock: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    SearchController_search: {
        parameters: {
            query?: {
                kind?: "single" | "couple" | "group";
                /** @description exact genders code, e.g. mf */
                genders?: string;
                /** @description at least one person of this gender */
                gender?: "m" | "f" | "t" | "n";
                lookingFor?: "m" | "f" | "t" | "n" | "couple" | "group";
                ageMin?: number;
                ageMax?: number;
                /** @description in the variant’s unit (mi or km) */
                distance?: number;
                online?: boolean | ("0" | "1" | "true" | "false");
                verified?: boolean | ("0" | "1" | "true" | "false");
                hasPhoto?: boolean | ("0" | "1" | "true" | "false");
                sort?: "active" | "distance" | "newest";
                after?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: {
                                id: string;
                                name: string;
                                avatar: {
                                    small: string | null;
                                    medium: string | null;
                                    large: string | null;
                                    "large-thumbnail": string | null;
                                    /** @description random colour variant 1–4 for members without a photo */
                                    colour: number;
                                };
                                genders: string;
                                /** @enum {string} */
                                kind: "single" | "couple" | "group";
                                ages: (number | null)[];
                                /** @description town and region only */
                                location: {
                                    town: string;
                                    region: string | null;
                                    country: string;
                                } | null;
                                online: boolean;
                                lastSeen: string | null;
                                isVerified: boolean;
                                /** @enum {string} */
                                role: "member" | "moderator" | "support" | "editor" | "admin" | "global" | "super";
                                /** @enum {string|null} */
                                badge: "star" | "crown" | null;
                                /** @description rounded; the exact location never leaves the server */
                                distance: {
                                    value: number;
                                    /** @enum {string} */
                                    unit: "km" | "mi";
                                } | null;
                            }[];
                            next: string | null;
                            hasLocation: boolean;
                            /** @enum {string} */
                            unit: "km" | "mi";
                        };
                    };
                };
            };
        };
    };
    SearchController_savedSearches: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            name: string;
                            filters: {
                                /** @enum {string} */
                                kind?: "single" | "couple" | "group";
                                genders?: string;
                                /** @enum {string} */
                                gender?: "m" | "f" | "t" | "n";
                                /** @enum {string} */
                                lookingFor?: "m" | "f" | "t" | "n" | "couple" | "group";
                                ageMin?: number;
                                ageMax?: number;
                                distance?: number;
                                online?: boolean;
                                verified?: boolean;
                                hasPhoto?: boolean;
                                /** @enum {string} */
                                sort: "active" | "distance" | "newest";
                            };
                            createdAt: string;
                        }[];
                    };
                };
            };
        };
    };
    SearchController_saveSearch: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    filters: {
                        /** @enum {string} */
                        kind?: "single" | "couple" | "group";
                        /** @description exact genders code, e.g. mf */
                        genders?: string;
                        /**
                         * @description at least one person of this gender
                         * @enum {string}
                         */
                        gender?: "m" | "f" | "t" | "n";
                        /** @enum {string} */
                        lookingFor?: "m" | "f" | "t" | "n" | "couple" | "group";
                        ageMin?: number;
                        ageMax?: number;
                        /** @description in the variant’s unit (mi or km) */
                        distance?: number;
                        online?: boolean | ("0" | "1" | "true" | "false");
                        verified?: boolean | ("0" | "1" | "true" | "false");
                        hasPhoto?: boolean | ("0" | "1" | "true" | "false");
                        /**
                         * @default active
                         * @enum {string}
                         */
                        sort?: "active" | "distance" | "newest";
                    };
                };
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            name: string;
                            filters: {
                                /** @enum {string} */
                                kind?: "single" | "couple" | "group";
                                genders?: string;
                                /** @enum {string} */
                                gender?: "m" | "f" | "t" | "n";
                                /** @enum {string} */
                                lookingFor?: "m" | "f" | "t" | "n" | "couple" | "group";
                                ageMin?: number;
                                ageMax?: number;
                                distance?: number;
                                online?: boolean;
                                verified?: boolean;
                                hasPhoto?: boolean;
                                /** @enum {string} */
                                sort: "active" | "distance" | "newest";
                            };
                            createdAt: string;
                        };
                    };
                };
            };
        };
    };
    SearchController_removeSavedSearch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    SearchController_geocomplete: {
        parameters: {
            query: {
                q: string;
                country?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            name: string;
                            region: string | null;
                            country: string;
                            label: string;
                        }[];
                    };
                };
            };
        };
    };
    SearchController_place: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                placeId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            name: string;
                            region: string | null;
                            country: string;
                            label: string;
                        };
                    };
                };
            };
        };
    };
    AvatarsController_own: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description what other members see (sizes null: the colour variant shows) */
                            approved: {
                                small: string | null;
                                medium: string | null;
                                large: string | null;
                                "large-thumbnail": string | null;
                                /** @description random colour variant 1–4 for members without a photo */
                                colour: number;
                            };
                            /** @description waiting for a moderator; only you see it */
                            pending: {
                                small: string | null;
                                medium: string | null;
                                large: string | null;
                                "large-thumbnail": string | null;
                                /** @description random colour variant 1–4 for members without a photo */
                                colour: number;
                            } | null;
                            pendingSince: string | null;
                            /** @description the last refused upload, until you upload again */
                            rejected: {
                                reason: string;
                                at: string;
                            } | null;
                        };
                    };
                };
            };
        };
    };
    AvatarsController_upload: {
        parameters: {
            query?: {
                x?: number;
                y?: number;
                width?: number;
                height?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description what other members see (sizes null: the colour variant shows) */
                            approved: {
                                small: string | null;
                                medium: string | null;
                                large: string | null;
                                "large-thumbnail": string | null;
                                /** @description random colour variant 1–4 for members without a photo */
                                colour: number;
                            };
                            /** @description waiting for a moderator; only you see it */
                            pending: {
                                small: string | null;
                                medium: string | null;
                                large: string | null;
                                "large-thumbnail": string | null;
                                /** @description random colour variant 1–4 for members without a photo */
                                colour: number;
                            } | null;
                            pendingSince: string | null;
                            /** @description the last refused upload, until you upload again */
                            rejected: {
                                reason: string;
                                at: string;
                            } | null;
                        };
                    };
                };
            };
        };
    };
    AvatarsController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description what other members see (sizes null: the colour variant shows) */
                            approved: {
                                small: string | null;
                                medium: string | null;
                                large: string | null;
                                "large-thumbnail": string | null;
                                /** @description random colour variant 1–4 for members without a photo */
                                colour: number;
                            };
                            /** @description waiting for a moderator; only you see it */
                            pending: {
                                small: string | null;
                                medium: string | null;
                                large: string | null;
                                "large-thumbnail": string | null;
                                /** @description random colour variant 1–4 for members without a photo */
                                colour: number;
                            } | null;
                            pendingSince: string | null;
                            /** @description the last refused upload, until you upload again */
                            rejected: {
                                reason: string;
                                at: string;
                            } | null;
                        };
                    };
                };
            };
        };
    };
    AvatarsController_file: {
        parameters: {
            query?: {
                exp?: number;
                sig?: string;
            };
            header?: never;
            path: {
                id: string;
                size: "small" | "medium" | "large-thumbnail" | "large";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StaffAvatarsController_list: {
        parameters: {
            query?: {
                sort?: string;
                range?: string;
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        memberId: string;
                        memberName: string;
                        variant: string;
                        /** @enum {string} */
                        status: "pending" | "approved" | "rejected";
                        rejectReason: string | null;
                        preview: string;
                        large: string;
                        width: number;
                        height: number;
                        createdAt: string;
                        reviewedAt: string | null;
                        reviewedBy: string | null;
                    }[];
                };
            };
        };
    };
    StaffAvatarsController_decideMany: {
        parameters: {
            query: {
                filter: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    status: unknown;
                    rejectReason?: unknown;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StaffAvatarsController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        memberId: string;
                        memberName: string;
                        variant: string;
                        /** @enum {string} */
                        status: "pending" | "approved" | "rejected";
                        rejectReason: string | null;
                        preview: string;
                        large: string;
                        width: number;
                        height: number;
                        createdAt: string;
                        reviewedAt: string | null;
                        reviewedBy: string | null;
                    };
                };
            };
        };
    };
    StaffAvatarsController_decide: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    status: unknown;
                    rejectReason?: unknown;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        memberId: string;
                        memberName: string;
                        variant: string;
                        /** @enum {string} */
                        status: "pending" | "approved" | "rejected";
                        rejectReason: string | null;
                        preview: string;
                        large: string;
                        width: number;
                        height: number;
                        createdAt: string;
                        reviewedAt: string | null;
                        reviewedBy: string | null;
                    };
                };
            };
        };
    };
    ActivityController_feed: {
        parameters: {
            query?: {
                /** @description only this kind of card (/activity/card/{type}) */
                type?: "friend" | "avatar" | "post" | "photo" | "story";
                after?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: {
                                id: string;
                                /** @enum {string} */
                                kind: "friend" | "avatar" | "post" | "photo" | "story";
                                actor: {
                                    id: string;
                                    name: string;
                                    avatar: {
                                        small: string | null;
                                        medium: string | null;
                                        large: string | null;
                                        "large-thumbnail": string | null;
                                        /** @description random colour variant 1–4 for members without a photo */
                                        colour: number;
                                    };
                                    genders: string;
                                    /** @enum {string} */
                                    kind: "single" | "couple" | "group";
                                    ages: (number | null)[];
                                    /** @description town and region only */
                                    location: {
                                        town: string;
                                        region: string | null;
                                        country: string;
                                    } | null;
                                    online: boolean;
                                    lastSeen: string | null;
                                    isVerified: boolean;
                                    /** @enum {string} */
                                    role: "member" | "moderator" | "support" | "editor" | "admin" | "global" | "super";
                                    /** @enum {string|null} */
                                    badge: "star" | "crown" | null;
                                    /** @description rounded; the exact location never leaves the server */
                                    distance: {
                                        value: number;
                                        /** @enum {string} */
                                        unit: "km" | "mi";
                                    } | null;
                                };
                                subject: {
                                    id: string;
                                    name: string;
                                    avatar: {
                                        small: string | null;
                                        medium: string | null;
                                        large: string | null;
                                        "large-thumbnail": string | null;
                                        /** @description random colour variant 1–4 for members without a photo */
                                        colour: number;
                                    };
                                } | null;
                                objectId: string | null;
                                title: string | null;
                                url: string | null;
                                photo?: {
                                    id: string;
                                    width: number | null;
                                    height: number | null;
                                    sizes: {
                                        small: string;
                                        medium: string;
                                        "large-thumbnail": string;
                                        large: string;
                                    };
                                } | null;
                                at: string;
                            }[];
                            next: string | null;
                        };
                    };
                };
            };
        };
    };
    ActivityController_stats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            friends: number;
                            following: number;
                            followers: number;
                            /** @description distinct members who viewed my profile in the last 30 days */
                            profileViews: number;
                            /** @description in the last 30 days */
                            winksReceived: number;
                            pendingRequests: number;
                        };
                    };
                };
            };
        };
    };
    ActivitySettingsController_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            shares: ("friend" | "avatar" | "post" | "photo" | "story")[];
                            /** @enum {string} */
                            audience: "friends-and-followers" | "friends";
                        };
                    };
                };
            };
        };
    };
    ActivitySettingsController_save: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    shares: ("friend" | "avatar" | "post" | "photo" | "story")[];
                    /** @enum {string} */
                    audience: "friends-and-followers" | "friends";
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            shares: ("friend" | "avatar" | "post" | "photo" | "story")[];
                            /** @enum {string} */
                            audience: "friends-and-followers" | "friends";
                        };
                    };
                };
            };
        };
    };
    NewsfeedController_feed: {
        parameters: {
            query?: {
                after?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: {
                                id: string;
                                /** @enum {string} */
                                kind: "friend" | "avatar" | "post" | "photo" | "story";
                                actor: {
                                    id: string;
                                    name: string;
                                    avatar: {
                                        small: string | null;
                                        medium: string | null;
                                        large: string | null;
                                        "large-thumbnail": string | null;
                                        /** @description random colour variant 1–4 for members without a photo */
                                        colour: number;
                                    };
                                    genders: string;
                                    /** @enum {string} */
                                    kind: "single" | "couple" | "group";
                                    ages: (number | null)[];
                                    /** @description town and region only */
                                    location: {
                                        town: string;
                                        region: string | null;
                                        country: string;
                                    } | null;
                                    online: boolean;
                                    lastSeen: string | null;
                                    isVerified: boolean;
                                    /** @enum {string} */
                                    role: "member" | "moderator" | "support" | "editor" | "admin" | "global" | "super";
                                    /** @enum {string|null} */
                                    badge: "star" | "crown" | null;
                                    /** @description rounded; the exact location never leaves the server */
                                    distance: {
                                        value: number;
                                        /** @enum {string} */
                                        unit: "km" | "mi";
                                    } | null;
                                };
                                subject: {
                                    id: string;
                                    name: string;
                                    avatar: {
                                        small: string | null;
                                        medium: string | null;
                                        large: string | null;
                                        "large-thumbnail": string | null;
                                        /** @description random colour variant 1–4 for members without a photo */
                                        colour: number;
                                    };
                                } | null;
                                objectId: string | null;
                                title: string | null;
                                url: string | null;
                                photo?: {
                                    id: string;
                                    width: number | null;
                                    height: number | null;
                                    sizes: {
                                        small: string;
                                        medium: string;
                                        "large-thumbnail": string;
                                        large: string;
                                    };
                                } | null;
                                at: string;
                            }[];
                            next: string | null;
                        };
                    };
                };
            };
        };
    };
    NewsfeedController_settings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            kinds: ("friend" | "avatar" | "post" | "photo" | "story")[];
                            /** @enum {string} */
                            landingPage: "activity" | "newactivity";
                        };
                    };
                };
            };
        };
    };
    NewsfeedController_saveSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    kinds: ("friend" | "avatar" | "post" | "photo" | "story")[];
                    /** @enum {string} */
                    landingPage: "activity" | "newactivity";
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            kinds: ("friend" | "avatar" | "post" | "photo" | "story")[];
                            /** @enum {string} */
                            landingPage: "activity" | "newactivity";
                        };
                    };
                };
            };
        };
    };
    NewsfeedController_profileCard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            member: {
                                id: string;
                                name: string;
                                avatar: {
                                    small: string | null;
                                    medium: string | null;
                                    large: string | null;
                                    "large-thumbnail": string | null;
                                    /** @description random colour variant 1–4 for members without a photo */
                                    colour: number;
                                };
                                genders: string;
                                /** @enum {string} */
                                kind: "single" | "couple" | "group";
                                ages: (number | null)[];
                                /** @description town and region only */
                                location: {
                                    town: string;
                                    region: string | null;
                                    country: string;
                                } | null;
                                online: boolean;
                                lastSeen: string | null;
                                isVerified: boolean;
                                /** @enum {string} */
                                role: "member" | "moderator" | "support" | "editor" | "admin" | "global" | "super";
                                /** @enum {string|null} */
                                badge: "star" | "crown" | null;
                                /** @description rounded; the exact location never leaves the server */
                                distance: {
                                    value: number;
                                    /** @enum {string} */
                                    unit: "km" | "mi";
                                } | null;
                            };
                            stats: {
                                friends: number;
                                following: number;
                                followers: number;
                                /** @description distinct members who viewed my profile in the last 30 days */
                                profileViews: number;
                                /** @description in the last 30 days */
                                winksReceived: number;
                                pendingRequests: number;
                            };
                            /** @enum {string|null} */
                            setupNext: "profile-type" | "about" | "photo" | "location" | "looking-for" | null;
                        };
                    };
                };
            };
        };
    };
    NewsfeedController_card: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                card: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            /** @enum {string} */
                            kind: "friend" | "avatar" | "post" | "photo" | "story";
                            actor: {
                                id: string;
                                name: string;
                                avatar: {
                                    small: string | null;
                                    medium: string | null;
                                    large: string | null;
                                    "large-thumbnail": string | null;
                                    /** @description random colour variant 1–4 for members without a photo */
                                    colour: number;
                                };
                                genders: string;
                                /** @enum {string} */
                                kind: "single" | "couple" | "group";
                                ages: (number | null)[];
                                /** @description town and region only */
                                location: {
                                    town: string;
                                    region: string | null;
                                    country: string;
                                } | null;
                                online: boolean;
                                lastSeen: string | null;
                                isVerified: boolean;
                                /** @enum {string} */
                                role: "member" | "moderator" | "support" | "editor" | "admin" | "global" | "super";
                                /** @enum {string|null} */
                                badge: "star" | "crown" | null;
                                /** @description rounded; the exact location never leaves the server */
                                distance: {
                                    value: number;
                                    /** @enum {string} */
                                    unit: "km" | "mi";
                                } | null;
                            };
                            subject: {
                                id: string;
                                name: string;
                                avatar: {
                                    small: string | null;
                                    medium: string | null;
                                    large: string | null;
                                    "large-thumbnail": string | null;
                                    /** @description random colour variant 1–4 for members without a photo */
                                    colour: number;
                                };
                            } | null;
                            objectId: string | null;
                            title: string | null;
                            url: string | null;
                            photo?: {
                                id: string;
                                width: number | null;
                                height: number | null;
                                sizes: {
                                    small: string;
                                    medium: string;
                                    "large-thumbnail": string;
                                    large: string;
                                };
                            } | null;
                            at: string;
                        };
                    };
                };
            };
        };
    };
    NewsfeedController_hide: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                card: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    WallsController_wall: {
        parameters: {
            query?: {
                after?: string;
                limit?: number;
            };
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: {
                                id: string;
                                wall: {
                                    id: string;
                                    name: string;
                                };
                                author: {
                                    id: string;
                                    name: string;
                                    avatar: {
                                        small: string | null;
                                        medium: string | null;
                                        large: string | null;
                                        "large-thumbnail": string | null;
                                        /** @description random colour variant 1–4 for members without a photo */
                                        colour: number;
                                    };
                                    genders: string;
                                    /** @enum {string} */
                                    kind: "single" | "couple" | "group";
                                    ages: (number | null)[];
                                    /** @description town and region only */
                                    location: {
                                        town: string;
                                        region: string | null;
                                        country: string;
                                    } | null;
                                    online: boolean;
                                    lastSeen: string | null;
                                    isVerified: boolean;
                                    /** @enum {string} */
                                    role: "member" | "moderator" | "support" | "editor" | "admin" | "global" | "super";
                                    /** @enum {string|null} */
                                    badge: "star" | "crown" | null;
                                    /** @description rounded; the exact location never leaves the server */
                                    distance: {
                                        value: number;
                                        /** @enum {string} */
                                        unit: "km" | "mi";
                                    } | null;
                                };
                                body: string;
                                media: {
                                    id: string;
                                    width: number | null;
                                    height: number | null;
                                    sizes: {
                                        small: string;
                                        medium: string;
                                        "large-thumbnail": string;
                                        large: string;
                                    };
                                } | null;
                                score: number;
                                myVote: -1 | 0 | 1;
                                commentsCount: number;
                                canRemove: boolean;
                                canVote: boolean;
                                canComment: boolean;
                                createdAt: string;
                            }[];
                            next: string | null;
                            canPost: boolean;
                        };
                    };
                };
            };
        };
    };
    WallsController_post: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    body: string;
                    /** Format: uuid */
                    mediaId?: string;
                };
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            wall: {
                                id: string;
                                name: string;
                            };
                            author: {
                                id: string;
                                name: string;
                                avatar: {
                                    small: string | null;
                                    medium: string | null;
                                    large: string | null;
                                    "large-thumbnail": string | null;
                                    /** @description random colour variant 1–4 for members without a photo */
                                    colour: number;
                                };
                                genders: string;
                                /** @enum {string} */
                                kind: "single" | "couple" | "group";
                                ages: (number | null)[];
                                /** @description town and region only */
                                location: {
                                    town: string;
                                    region: string | null;
                                    country: string;
                                } | null;
                                online: boolean;
                                lastSeen: string | null;
                                isVerified: boolean;
                                /** @enum {string} */
                                role: "member" | "moderator" | "support" | "editor" | "admin" | "global" | "super";
                                /** @enum {string|null} */
                                badge: "star" | "crown" | null;
                                /** @description rounded; the exact location never leaves the server */
                                distance: {
                                    value: number;
                                    /** @enum {string} */
                                    unit: "km" | "mi";
                                } | null;
                            };
                            body: string;
                            media: {
                                id: string;
                                width: number | null;
                                height: number | null;
                                sizes: {
                                    small: string;
                                    medium: string;
                                    "large-thumbnail": string;
                                    large: string;
                                };
                            } | null;
                            score: number;
                            myVote: -1 | 0 | 1;
                            commentsCount: number;
                            canRemove: boolean;
                            canVote: boolean;
                            canComment: boolean;
                            createdAt: string;
                        };
                    };
                };
            };
        };
    };
    WallsController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                post: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            wall: {
                                id: string;
                                name: string;
                            };
                            author: {
                                id: string;
                                name: string;
                                avatar: {
                                    small: string | null;
                                    medium: string | null;
                                    large: string | null;
                                    "large-thumbnail": string | null;
                                    /** @description random colour variant 1–4 for members without a photo */
                                    colour: number;
                                };
                                genders: string;
                                /** @enum {string} */
                                kind: "single" | "couple" | "group";
                                ages: (number | null)[];
                                /** @description town and region only */
                                location: {
                                    town: string;
                                    region: string | null;
                                    country: string;
                                } | null;
                                online: boolean;
                                lastSeen: string | null;
                                isVerified: boolean;
                                /** @enum {string} */
                                role: "member" | "moderator" | "support" | "editor" | "admin" | "global" | "super";
                                /** @enum {string|null} */
                                badge: "star" | "crown" | null;
                                /** @description rounded; the exact location never leaves the server */
                                distance: {
                                    value: number;
                                    /** @enum {string} */
                                    unit: "km" | "mi";
                                } | null;
                            };
                            body: string;
                            media: {
                                id: string;
                                width: number | null;
                                height: number | null;
                                sizes: {
                                    small: string;
                                    medium: string;
                                    "large-thumbnail": string;
                                    large: string;
                                };
                            } | null;
                            score: number;
                            myVote: -1 | 0 | 1;
                            commentsCount: number;
                            canRemove: boolean;
                            canVote: boolean;
                            canComment: boolean;
                            createdAt: string;
                        };
                    };
                };
            };
        };
    };
    WallsController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                post: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    WallsController_vote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                post: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    value: -1 | 0 | 1;
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            score: number;
                            myVote: -1 | 0 | 1;
                        };
                    };
                };
            };
        };
    };
    WallsController_comments: {
        parameters: {
            query?: {
                after?: string;
                limit?: number;
            };
            header?: never;
            path: {
                post: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: {
                                id: string;
                                author: {
                                    id: string;
                                    name: string;
                                    avatar: {
                                        small: string | null;
                                        medium: string | null;
                                        large: string | null;
                                        "large-thumbnail": string | null;
                                        /** @description random colour variant 1–4 for members without a photo */
                                        colour: number;
                                    };
                                    genders: string;
                                    /** @enum {string} */
                                    kind: "single" | "couple" | "group";
                                    ages: (number | null)[];
                                    /** @description town and region only */
                                    location: {
                                        town: string;
                                        region: string | null;
                                        country: string;
                                    } | null;
                                    online: boolean;
                                    lastSeen: string | null;
                                    isVerified: boolean;
                                    /** @enum {string} */
                                    role: "member" | "moderator" | "support" | "editor" | "admin" | "global" | "super";
                                    /** @enum {string|null} */
                                    badge: "star" | "crown" | null;
                                    /** @description rounded; the exact location never leaves the server */
                                    distance: {
                                        value: number;
                                        /** @enum {string} */
                                        unit: "km" | "mi";
                                    } | null;
                                };
                                body: string;
                                canRemove: boolean;
                                createdAt: string;
                            }[];
                            next: string | null;
                        };
                    };
                };
            };
        };
    };
    WallsController_comment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                post: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    body: string;
                };
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            author: {
                                id: string;
                                name: string;
                                avatar: {
                                    small: string | null;
                                    medium: string | null;
                                    large: string | null;
                                    "large-thumbnail": string | null;
                                    /** @description random colour variant 1–4 for members without a photo */
                                    colour: number;
                                };
                                genders: string;
                                /** @enum {string} */
                                kind: "single" | "couple" | "group";
                                ages: (number | null)[];
                                /** @description town and region only */
                                location: {
                                    town: string;
                                    region: string | null;
                                    country: string;
                                } | null;
                                online: boolean;
                                lastSeen: string | null;
                                isVerified: boolean;
                                /** @enum {string} */
                                role: "member" | "moderator" | "support" | "editor" | "admin" | "global" | "super";
                                /** @enum {string|null} */
                                badge: "star" | "crown" | null;
                                /** @description rounded; the exact location never leaves the server */
                                distance: {
                                    value: number;
                                    /** @enum {string} */
                                    unit: "km" | "mi";
                                } | null;
                            };
                            body: string;
                            canRemove: boolean;
                            createdAt: string;
                        };
                    };
                };
            };
        };
    };
    WallsController_removeComment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                post: string;
                comment: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    DiscoverController_explore: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            nearMe: {
                                id: string;
                                name: string;
                                avatar: {
                                    small: string | null;
                                    medium: string | null;
                                    large: string | null;
                                    "large-thumbnail": string | null;
                                    /** @description random colour variant 1–4 for members without a photo */
                                    colour: number;
                                };
                                genders: string;
                                /** @enum {string} */
                                kind: "single" | "couple" | "group";
                                ages: (number | null)[];
                                /** @description town and region only */
                                location: {
                                    town: string;
                                    region: string | null;
                                    country: string;
                                } | null;
                                online: boolean;
                                lastSeen: string | null;
                                isVerified: boolean;
                                /** @enum {string} */
                                role: "member" | "moderator" | "support" | "editor" | "admin" | "global" | "super";
                                /** @enum {string|null} */
                                badge: "star" | "crown" | null;
                                /** @description rounded; the exact location never leaves the server */
                                distance: {
                                    value: number;
                                    /** @enum {string} */
                                    unit: "km" | "mi";
                                } | null;
                            }[] | null;
                            newest: {
                                id: string;
                                name: string;
                                avatar: {
                                    small: string | null;
                                    medium: string | null;
                                    large: string | null;
                                    "large-thumbnail": string | null;
                                    /** @description random colour variant 1–4 for members without a photo */
                                    colour: number;
                                };
                                genders: string;
                                /** @enum {string} */
                                kind: "single" | "couple" | "group";
                                ages: (number | null)[];
                                /** @description town and region only */
                                location: {
                                    town: string;
                                    region: string | null;
                                    country: string;
                                } | null;
                                online: boolean;
                                lastSeen: string | null;
                                isVerified: boolean;
                                /** @enum {string} */
                                role: "member" | "moderator" | "support" | "editor" | "admin" | "global" | "super";
                                /** @enum {string|null} */
                                badge: "star" | "crown" | null;
                                /** @description rounded; the exact location never leaves the server */
                                distance: {
                                    value: number;
                                    /** @enum {string} */
                                    unit: "km" | "mi";
                                } | null;
                            }[];
                            onlineNow: {
                                id: string;
                                name: string;
                                avatar: {
                                    small: string | null;
                                    medium: string | null;
                                    large: string | null;
                                    "large-thumbnail": string | null;
                                    /** @description random colour variant 1–4 for members without a photo */
                                    colour: number;
                                };
                                genders: string;
                                /** @enum {string} */
                                kind: "single" | "couple" | "group";
                                ages: (number | null)[];
                                /** @description town and region only */
                                location: {
                                    town: string;
                                    region: string | null;
                                    country: string;
                                } | null;
                                online: boolean;
                                lastSeen: string | null;
                                isVerified: boolean;
                                /** @enum {string} */
                                role: "member" | "moderator" | "support" | "editor" | "admin" | "global" | "super";
                                /** @enum {string|null} */
                                badge: "star" | "crown" | null;
                                /** @description rounded; the exact location never leaves the server */
                                distance: {
                                    value: number;
                                    /** @enum {string} */
                                    unit: "km" | "mi";
                                } | null;
                            }[];
                            mostFollowed: {
                                id: string;
                                name: string;
                                avatar: {
                                    small: string | null;
                                    medium: string | null;
                                    large: string | null;
                                    "large-thumbnail": string | null;
                                    /** @description random colour variant 1–4 for members without a photo */
                                    colour: number;
                                };
                                genders: string;
                                /** @enum {string} */
                                kind: "single" | "couple" | "group";
                                ages: (number | null)[];
                                /** @description town and region only */
                                location: {
                                    town: string;
                                    region: string | null;
                                    country: string;
                                } | null;
                                online: boolean;
                                lastSeen: string | null;
                                isVerified: boolean;
                                /** @enum {string} */
                                role: "member" | "moderator" | "support" | "editor" | "admin" | "global" | "super";
                                /** @enum {string|null} */
                                badge: "star" | "crown" | null;
                                /** @description rounded; the exact location never leaves the server */
                                distance: {
                                    value: number;
                                    /** @enum {string} */
                                    unit: "km" | "mi";
                                } | null;
                                newFollowers: number;
                            }[];
                            photos: {
                                /** Format: uuid */
                                id: string;
                                createdAt: string;
                                ownerName: string;
                                /** @enum {string} */
                                kind: "image" | "video";
                                /** @enum {string} */
                                processing: "processing" | "ready" | "failed";
                                processingError: string | null;
                                progress: number;
                                duration: number | null;
                                description: string;
                                adult: boolean;
                                /** @enum {string} */
                                visibility: "public" | "members" | "friends" | "private";
                                /** Format: uuid */
                                albumId: string | null;
                                width: number;
                                height: number;
                                sizes: {
                                    small: string;
                                    medium: string;
                                    "large-thumbnail": string;
                                    large: string;
                                };
                                video: {
                                    "video-small": string;
                                    "video-low": string;
                                    "video-480": string;
                                } | null;
                                isLiked: boolean;
                                likes: number;
                                views: number;
                                comments: number;
                                likesText: string;
                                viewsText: string;
                                permissions: {
                                    canComment: boolean;
                                    canLike: boolean;
                                    canEdit: boolean;
                                };
                                /** @enum {string} */
                                status: "pending" | "approved" | "rejected";
                                rejectReason: string | null;
                            }[];
                            hasLocation: boolean;
                            /** @enum {string} */
                            unit: "km" | "mi";
                        };
                    };
                };
            };
        };
    };
    DiscoverController_stream: {
        parameters: {
            query?: {
                after?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: {
                                id: string;
                                /** @enum {string} */
                                kind: "friend" | "avatar" | "post" | "photo" | "story";
                                actor: {
                                    id: string;
                                    name: string;
                                    avatar: {
                                        small: string | null;
                                        medium: string | null;
                                        large: string | null;
                                        "large-thumbnail": string | null;
                                        /** @description random colour variant 1–4 for members without a photo */
                                        colour: number;
                                    };
                                    genders: string;
                                    /** @enum {string} */
                                    kind: "single" | "couple" | "group";
                                    ages: (number | null)[];
                                    /** @description town and region only */
                                    location: {
                                        town: string;
                                        region: string | null;
                                        country: string;
                                    } | null;
                                    online: boolean;
                                    lastSeen: string | null;
                                    isVerified: boolean;
                                    /** @enum {string} */
                                    role: "member" | "moderator" | "support" | "editor" | "admin" | "global" | "super";
                                    /** @enum {string|null} */
                                    badge: "star" | "crown" | null;
                                    /** @description rounded; the exact location never leaves the server */
                                    distance: {
                                        value: number;
                                        /** @enum {string} */
                                        unit: "km" | "mi";
                                    } | null;
                                };
                                subject: {
                                    id: string;
                                    name: string;
                                    avatar: {
                                        small: string | null;
                                        medium: string | null;
                                        large: string | null;
                                        "large-thumbnail": string | null;
                                        /** @description random colour variant 1–4 for members without a photo */
                                        colour: number;
                                    };
                                } | null;
                                objectId: string | null;
                                title: string | null;
                                url: string | null;
                                photo?: {
                                    id: string;
                                    width: number | null;
                                    height: number | null;
                                    sizes: {
                                        small: string;
                                        medium: string;
                                        "large-thumbnail": string;
                                        large: string;
                                    };
                                } | null;
                                at: string;
                            }[];
                            next: string | null;
                        };
                    };
                };
            };
        };
    };
    DiscoverController_siteStats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description confirmed, active members of the network */
                            members: number;
                            /** @description active in the last 5 minutes (those who show their online status) */
                            onlineNow: number;
                            /** @description joined since midnight UTC */
                            joinedToday: number;
                            stories: number | null;
                            /** @description when the figures were taken (cached for 60 s) */
                            at: string;
                        };
                    };
                };
            };
        };
    };
    DiscoverController_badges: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            badges: {
                                /** @enum {string} */
                                badge: "verified" | "star" | "crown";
                                have: boolean;
                                shown: boolean;
                            }[];
                            hidden: ("verified" | "star" | "crown")[];
                        };
                    };
                };
            };
        };
    };
    DiscoverController_setBadges: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    hidden: ("verified" | "star" | "crown")[];
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            badges: {
                                /** @enum {string} */
                                badge: "verified" | "star" | "crown";
                                have: boolean;
                                shown: boolean;
                            }[];
                            hidden: ("verified" | "star" | "crown")[];
                        };
                    };
                };
            };
        };
    };
    PermissionsController_permission: {
        parameters: {
            query?: {
                page?: string;
            };
            header?: never;
            path: {
                name: string;
                permission: "canUpgrade" | "canHideAdverts" | "canId" | "canReplyMessages" | "canSendMessages" | "canSignContentAgreement" | "canAccessPage";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            permission: "canUpgrade" | "canHideAdverts" | "canId" | "canReplyMessages" | "canSendMessages" | "canSignContentAgreement" | "canAccessPage";
                            page: string | null;
                            granted: boolean;
                        };
                    };
                };
            };
        };
    };
    ReportsController_file: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    subjectType: "member" | "story" | "comment" | "media" | "message" | "chat-message" | "forum-post" | "group" | "party" | "club-review";
                    subjectId: string;
                    /** @enum {string} */
                    reason: "underage" | "non-consensual" | "illegal" | "harassment" | "hate" | "spam" | "scam" | "impersonation" | "privacy" | "other";
                    /** @default  */
                    details?: string;
                };
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            /** @enum {string} */
                            status: "open" | "handled" | "dismissed";
                            createdAt: string;
                            message: string;
                        };
                    };
                };
            };
        };
    };
    StaffReportsController_list: {
        parameters: {
            query?: {
                sort?: string;
                range?: string;
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        variant: string;
                        /** @enum {string} */
                        subjectType: "member" | "story" | "comment" | "media" | "message" | "chat-message" | "forum-post" | "group" | "party" | "club-review";
                        subjectId: string;
                        /** @enum {string} */
                        reason: "underage" | "non-consensual" | "illegal" | "harassment" | "hate" | "spam" | "scam" | "impersonation" | "privacy" | "other";
                        details: string;
                        /** @enum {string} */
                        status: "open" | "handled" | "dismissed";
                        reporterId: string | null;
                        /** @description null when the reporter closed their account */
                        reporterName: string | null;
                        note: string | null;
                        handledById: string | null;
                        handledByName: string | null;
                        handledAt: string | null;
                        createdAt: string;
                    }[];
                };
            };
        };
    };
    StaffReportsController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        variant: string;
                        /** @enum {string} */
                        subjectType: "member" | "story" | "comment" | "media" | "message" | "chat-message" | "forum-post" | "group" | "party" | "club-review";
                        subjectId: string;
                        /** @enum {string} */
                        reason: "underage" | "non-consensual" | "illegal" | "harassment" | "hate" | "spam" | "scam" | "impersonation" | "privacy" | "other";
                        details: string;
                        /** @enum {string} */
                        status: "open" | "handled" | "dismissed";
                        reporterId: string | null;
                        /** @description null when the reporter closed their account */
                        reporterName: string | null;
                        note: string | null;
                        handledById: string | null;
                        handledByName: string | null;
                        handledAt: string | null;
                        createdAt: string;
                    };
                };
            };
        };
    };
    StaffReportsController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status: "open" | "handled" | "dismissed";
                    note?: string | null;
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        variant: string;
                        /** @enum {string} */
                        subjectType: "member" | "story" | "comment" | "media" | "message" | "chat-message" | "forum-post" | "group" | "party" | "club-review";
                        subjectId: string;
                        /** @enum {string} */
                        reason: "underage" | "non-consensual" | "illegal" | "harassment" | "hate" | "spam" | "scam" | "impersonation" | "privacy" | "other";
                        details: string;
                        /** @enum {string} */
                        status: "open" | "handled" | "dismissed";
                        reporterId: string | null;
                        /** @description null when the reporter closed their account */
                        reporterName: string | null;
                        note: string | null;
                        handledById: string | null;
                        handledByName: string | null;
                        handledAt: string | null;
                        createdAt: string;
                    };
                };
            };
        };
    };
    AgreementsController_status: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description the version in force */
                            version: string;
                            /** @description signed the version in force */
                            signed: boolean;
                            /** @description when the version in force was signed */
                            signedAt: string | null;
                            /** @description the latest version this member signed, if any */
                            signedVersion: string | null;
                            /** @description confirmed, not suspended and not yet signed */
                            canSign: boolean;
                            /** @description the content policy page */
                            policyPath: string;
                        };
                    };
                };
            };
        };
    };
    AgreementsController_sign: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    version: string;
                    /** @enum {boolean} */
                    agree: true;
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description the version in force */
                            version: string;
                            /** @description signed the version in force */
                            signed: boolean;
                            /** @description when the version in force was signed */
                            signedAt: string | null;
                            /** @description the latest version this member signed, if any */
                            signedVersion: string | null;
                            /** @description confirmed, not suspended and not yet signed */
                            canSign: boolean;
                            /** @description the content policy page */
                            policyPath: string;
                        };
                    };
                };
            };
        };
    };
    UpgradesController_banner: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string|null} */
                            type: "promo" | "black-friday" | "special" | "platinum" | "default" | null;
                            translations: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    UpgradesController_options: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            paid: boolean;
                            paymentsOpen: boolean;
                            canUpgrade: boolean;
                            /** @enum {string|null} */
                            currentTier: "free" | "silver" | "gold" | "platinum" | null;
                            tiers: {
                                /** @enum {string} */
                                tier: "silver" | "gold" | "platinum";
                                benefits: ("start-conversations" | "hide-adverts" | "star-badge" | "crown-badge")[];
                            }[];
                        };
                    };
                };
            };
        };
    };
    MessagingController_list: {
        parameters: {
            query?: {
                folder?: "inbox" | "requests";
                page?: number;
                per_page?: number;
                after?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: {
                                id: string;
                                isGroup: boolean;
                                name: string;
                                /** @description the other member’s avatar; null for groups */
                                coverImage: {
                                    small: string | null;
                                    medium: string | null;
                                    large: string | null;
                                    "large-thumbnail": string | null;
                                    /** @description random colour variant 1–4 for members without a photo */
                                    colour: number;
                                } | null;
                                /** @description everyone but the viewer */
                                participants: {
                                    id: string;
                                    name: string;
                                    avatar: {
                                        small: string | null;
                                        medium: string | null;
                                        large: string | null;
                                        "large-thumbnail": string | null;
                                        /** @description random colour variant 1–4 for members without a photo */
                                        colour: number;
                                    };
                                }[];
                                /** @enum {string} */
                                folder: "inbox" | "requests";
                                unread: number;
                                lastMessage: {
                                    id: string;
                                    createdAt: string;
                                    message: string;
                                    /** @enum {string} */
                                    kind: "text" | "photo" | "video" | "albumInvite";
                                    albumName: string | null;
                                    senderId: string | null;
                                    isRead: boolean;
                                    isReadByEveryone: boolean;
                                } | null;
                                canSend: boolean;
                                createdAt: string;
                            }[];
                            next: string | null;
                            page: number;
                            perPage: number;
                        };
                    };
                };
            };
        };
    };
    MessagingController_start: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description generated by the client; a retry with the same id returns the stored message
                     */
                    clientId: string;
                    /** @description may be empty only when a photo or video (`media`) or an album invitation is sent */
                    message: string;
                    /**
                     * @description keep the sent message in my saved messages
                     * @default false
                     */
                    saveNote?: boolean;
                    /**
                     * Format: uuid
                     * @description one of my approved photos, or approved and processed videos, sent with (or instead of) the text
                     */
                    media?: string;
                    /**
                     * Format: uuid
                     * @description one of my albums: the recipients are invited to it (a card in the conversation)
                     */
                    albumInvite?: string;
                    /**
                     * Format: uuid
                     * @description one of my groups (id): the recipients are invited to it and told by notification; the text says what the invitation is
                     */
                    groupInvite?: string;
                    /**
                     * Format: uuid
                     * @description a party I host: the recipients are invited to it (accept or decline from the notification)
                     */
                    partyInvite?: string;
                    /** @description as (sending as another identity): refused with 422 until its module exists */
                    as?: unknown;
                    recipientIds: string[];
                    /** @description groups only */
                    name?: string;
                };
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            message: {
                                id: string;
                                conversationId: string;
                                clientId: string;
                                /** @description null when the sender closed their account */
                                sender: {
                                    id: string;
                                    name: string;
                                    avatar: {
                                        small: string | null;
                                        medium: string | null;
                                        large: string | null;
                                        "large-thumbnail": string | null;
                                        /** @description random colour variant 1–4 for members without a photo */
                                        colour: number;
                                    };
                                } | null;
                                body: string;
                                /** @enum {string} */
                                kind: "text" | "photo" | "video" | "albumInvite";
                                media: {
                                    id: string;
                                    /** @enum {string} */
                                    kind: "image" | "video";
                                    width: number | null;
                                    height: number | null;
                                    sizes: {
                                        small: string;
                                        medium: string;
                                        "large-thumbnail": string;
                                        large: string;
                                    };
                                    video: {
                                        "video-small": string;
                                        "video-low": string;
                                        "video-480": string;
                                    } | null;
                                    duration: number | null;
                                } | null;
                                hasMedia: boolean;
                                albumInvite?: {
                                    album: {
                                        id: string;
                                        name: string;
                                        ownerName: string;
                                    };
                                    url: string;
                                } | null;
                                createdAt: string;
                                isSaved: boolean;
                                isReadByEveryone: boolean;
                            };
                            conversation: {
                                id: string;
                                isGroup: boolean;
                                name: string;
                                /** @description the other member’s avatar; null for groups */
                                coverImage: {
                                    small: string | null;
                                    medium: string | null;
                                    large: string | null;
                                    "large-thumbnail": string | null;
                                    /** @description random colour variant 1–4 for members without a photo */
                                    colour: number;
                                } | null;
                                /** @description everyone but the viewer */
                                participants: {
                                    id: string;
                                    name: string;
                                    avatar: {
                                        small: string | null;
                                        medium: string | null;
                                        large: string | null;
                                        "large-thumbnail": string | null;
                                        /** @description random colour variant 1–4 for members without a photo */
                                        colour: number;
                                    };
                                }[];
                                /** @enum {string} */
                                folder: "inbox" | "requests";
                                unread: number;
                                lastMessage: {
                                    id: string;
                                    createdAt: string;
                                    message: string;
                                    /** @enum {string} */
                                    kind: "text" | "photo" | "video" | "albumInvite";
                                    albumName: string | null;
                                    senderId: string | null;
                                    isRead: boolean;
                                    isReadByEveryone: boolean;
                                } | null;
                                canSend: boolean;
                                createdAt: string;
                            };
                            canSendMessages: boolean;
                            canReplyMessages: boolean;
                        };
                    };
                };
            };
        };
    };
    MessagingController_unread: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            inbox: number;
                            requests: number;
                        };
                    };
                };
            };
        };
    };
    MessagingController_updates: {
        parameters: {
            query: {
                after: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description oldest first, at most 200 */
                            items: {
                                id: string;
                                conversationId: string;
                                clientId: string;
                                /** @description null when the sender closed their account */
                                sender: {
                                    id: string;
                                    name: string;
                                    avatar: {
                                        small: string | null;
                                        medium: string | null;
                                        large: string | null;
                                        "large-thumbnail": string | null;
                                        /** @description random colour variant 1–4 for members without a photo */
                                        colour: number;
                                    };
                                } | null;
                                body: string;
                                /** @enum {string} */
                                kind: "text" | "photo" | "video" | "albumInvite";
                                media: {
                                    id: string;
                                    /** @enum {string} */
                                    kind: "image" | "video";
                                    width: number | null;
                                    height: number | null;
                                    sizes: {
                                        small: string;
                                        medium: string;
                                        "large-thumbnail": string;
                                        large: string;
                                    };
                                    video: {
                                        "video-small": string;
                                        "video-low": string;
                                        "video-480": string;
                                    } | null;
                                    duration: number | null;
                                } | null;
                                hasMedia: boolean;
                                albumInvite?: {
                                    album: {
                                        id: string;
                                        name: string;
                                        ownerName: string;
                                    };
                                    url: string;
                                } | null;
                                createdAt: string;
                                isSaved: boolean;
                                isReadByEveryone: boolean;
                            }[];
                            more: boolean;
                        };
                    };
                };
            };
        };
    };
    MessagingController_settings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            groupSound: boolean;
                            sound: boolean;
                            sendOnEnter: boolean;
                            emailAlerts: boolean;
                            readReceipts: boolean;
                            sendTyping: boolean;
                            requests: {
                                nonFriends: boolean;
                                newAccounts: boolean;
                                unverified: boolean;
                            };
                        };
                    };
                };
            };
        };
    };
    MessagingController_updateSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    groupSound?: boolean;
                    sound?: boolean;
                    sendOnEnter?: boolean;
                    emailAlerts?: boolean;
                    readReceipts?: boolean;
                    sendTyping?: boolean;
                    requests?: {
                        nonFriends?: boolean;
                        newAccounts?: boolean;
                        unverified?: boolean;
                    };
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            groupSound: boolean;
                            sound: boolean;
                            sendOnEnter: boolean;
                            emailAlerts: boolean;
                            readReceipts: boolean;
                            sendTyping: boolean;
                            requests: {
                                nonFriends: boolean;
                                newAccounts: boolean;
                                unverified: boolean;
                            };
                        };
                    };
                };
            };
        };
    };
    MessagingController_markAllRead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            inbox: number;
                            requests: number;
                        };
                    };
                };
            };
        };
    };
    MessagingController_unsubscribe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    MessagingController_with: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                memberId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            member: {
                                id: string;
                                name: string;
                                avatar: {
                                    small: string | null;
                                    medium: string | null;
                                    large: string | null;
                                    "large-thumbnail": string | null;
                                    /** @description random colour variant 1–4 for members without a photo */
                                    colour: number;
                                };
                            };
                            conversationId: string | null;
                            canStart: boolean;
                            reason: string | null;
                        };
                    };
                };
            };
        };
    };
    MessagingController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            isGroup: boolean;
                            name: string;
                            /** @description the other member’s avatar; null for groups */
                            coverImage: {
                                small: string | null;
                                medium: string | null;
                                large: string | null;
                                "large-thumbnail": string | null;
                                /** @description random colour variant 1–4 for members without a photo */
                                colour: number;
                            } | null;
                            /** @description everyone but the viewer */
                            participants: {
                                id: string;
                                name: string;
                                avatar: {
                                    small: string | null;
                                    medium: string | null;
                                    large: string | null;
                                    "large-thumbnail": string | null;
                                    /** @description random colour variant 1–4 for members without a photo */
                                    colour: number;
                                };
                            }[];
                            /** @enum {string} */
                            folder: "inbox" | "requests";
                            unread: number;
                            lastMessage: {
                                id: string;
                                createdAt: string;
                                message: string;
                                /** @enum {string} */
                                kind: "text" | "photo" | "video" | "albumInvite";
                                albumName: string | null;
                                senderId: string | null;
                                isRead: boolean;
                                isReadByEveryone: boolean;
                            } | null;
                            canSend: boolean;
                            createdAt: string;
                        };
                    };
                };
            };
        };
    };
    MessagingController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    MessagingController_markRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            inbox: number;
                            requests: number;
                        };
                    };
                };
            };
        };
    };
    MessagingController_accept: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            isGroup: boolean;
                            name: string;
                            /** @description the other member’s avatar; null for groups */
                            coverImage: {
                                small: string | null;
                                medium: string | null;
                                large: string | null;
                                "large-thumbnail": string | null;
                                /** @description random colour variant 1–4 for members without a photo */
                                colour: number;
                            } | null;
                            /** @description everyone but the viewer */
                            participants: {
                                id: string;
                                name: string;
                                avatar: {
                                    small: string | null;
                                    medium: string | null;
                                    large: string | null;
                                    "large-thumbnail": string | null;
                                    /** @description random colour variant 1–4 for members without a photo */
                                    colour: number;
                                };
                            }[];
                            /** @enum {string} */
                            folder: "inbox" | "requests";
                            unread: number;
                            lastMessage: {
                                id: string;
                                createdAt: string;
                                message: string;
                                /** @enum {string} */
                                kind: "text" | "photo" | "video" | "albumInvite";
                                albumName: string | null;
                                senderId: string | null;
                                isRead: boolean;
                                isReadByEveryone: boolean;
                            } | null;
                            canSend: boolean;
                            createdAt: string;
                        };
                    };
                };
            };
        };
    };
    MessagingController_messages: {
        parameters: {
            query?: {
                before?: string;
                after?: string;
                limit?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description oldest first */
                            items: {
                                id: string;
                                conversationId: string;
                                clientId: string;
                                /** @description null when the sender closed their account */
                                sender: {
                                    id: string;
                                    name: string;
                                    avatar: {
                                        small: string | null;
                                        medium: string | null;
                                        large: string | null;
                                        "large-thumbnail": string | null;
                                        /** @description random colour variant 1–4 for members without a photo */
                                        colour: number;
                                    };
                                } | null;
                                body: string;
                                /** @enum {string} */
                                kind: "text" | "photo" | "video" | "albumInvite";
                                media: {
                                    id: string;
                                    /** @enum {string} */
                                    kind: "image" | "video";
                                    width: number | null;
                                    height: number | null;
                                    sizes: {
                                        small: string;
                                        medium: string;
                                        "large-thumbnail": string;
                                        large: string;
                                    };
                                    video: {
                                        "video-small": string;
                                        "video-low": string;
                                        "video-480": string;
                                    } | null;
                                    duration: number | null;
                                } | null;
                                hasMedia: boolean;
                                albumInvite?: {
                                    album: {
                                        id: string;
                                        name: string;
                                        ownerName: string;
                                    };
                                    url: string;
                                } | null;
                                createdAt: string;
                                isSaved: boolean;
                                isReadByEveryone: boolean;
                            }[];
                            more: boolean;
                        };
                    };
                };
            };
        };
    };
    MessagingController_send: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description generated by the client; a retry with the same id returns the stored message
                     */
                    clientId: string;
                    /** @description may be empty only when a photo or video (`media`) or an album invitation is sent */
                    message: string;
                    /**
                     * @description keep the sent message in my saved messages
                     * @default false
                     */
                    saveNote?: boolean;
                    /**
                     * Format: uuid
                     * @description one of my approved photos, or approved and processed videos, sent with (or instead of) the text
                     */
                    media?: string;
                    /**
                     * Format: uuid
                     * @description one of my albums: the recipients are invited to it (a card in the conversation)
                     */
                    albumInvite?: string;
                    /**
                     * Format: uuid
                     * @description one of my groups (id): the recipients are invited to it and told by notification; the text says what the invitation is
                     */
                    groupInvite?: string;
                    /**
                     * Format: uuid
                     * @description a party I host: the recipients are invited to it (accept or decline from the notification)
                     */
                    partyInvite?: string;
                    /** @description as (sending as another identity): refused with 422 until its module exists */
                    as?: unknown;
                };
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            message: {
                                id: string;
                                conversationId: string;
                                clientId: string;
                                /** @description null when the sender closed their account */
                                sender: {
                                    id: string;
                                    name: string;
                                    avatar: {
                                        small: string | null;
                                        medium: string | null;
                                        large: string | null;
                                        "large-thumbnail": string | null;
                                        /** @description random colour variant 1–4 for members without a photo */
                                        colour: number;
                                    };
                                } | null;
                                body: string;
                                /** @enum {string} */
                                kind: "text" | "photo" | "video" | "albumInvite";
                                media: {
                                    id: string;
                                    /** @enum {string} */
                                    kind: "image" | "video";
                                    width: number | null;
                                    height: number | null;
                                    sizes: {
                                        small: string;
                                        medium: string;
                                        "large-thumbnail": string;
                                        large: string;
                                    };
                                    video: {
                                        "video-small": string;
                                        "video-low": string;
                                        "video-480": string;
                                    } | null;
                                    duration: number | null;
                                } | null;
                                hasMedia: boolean;
                                albumInvite?: {
                                    album: {
                                        id: string;
                                        name: string;
                                        ownerName: string;
                                    };
                                    url: string;
                                } | null;
                                createdAt: string;
                                isSaved: boolean;
                                isReadByEveryone: boolean;
                            };
                            conversation: {
                                id: string;
                                isGroup: boolean;
                                name: string;
                                /** @description the other member’s avatar; null for groups */
                                coverImage: {
                                    small: string | null;
                                    medium: string | null;
                                    large: string | null;
                                    "large-thumbnail": string | null;
                                    /** @description random colour variant 1–4 for members without a photo */
                                    colour: number;
                                } | null;
                                /** @description everyone but the viewer */
                                participants: {
                                    id: string;
                                    name: string;
                                    avatar: {
                                        small: string | null;
                                        medium: string | null;
                                        large: string | null;
                                        "large-thumbnail": string | null;
                                        /** @description random colour variant 1–4 for members without a photo */
                                        colour: number;
                                    };
                                }[];
                                /** @enum {string} */
                                folder: "inbox" | "requests";
                                unread: number;
                                lastMessage: {
                                    id: string;
                                    createdAt: string;
                                    message: string;
                                    /** @enum {string} */
                                    kind: "text" | "photo" | "video" | "albumInvite";
                                    albumName: string | null;
                                    senderId: string | null;
                                    isRead: boolean;
                                    isReadByEveryone: boolean;
                                } | null;
                                canSend: boolean;
                                createdAt: string;
                            };
                            canSendMessages: boolean;
                            canReplyMessages: boolean;
                        };
                    };
                };
            };
        };
    };
    MessagingController_save: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                messageId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            conversationId: string;
                            clientId: string;
                            /** @description null when the sender closed their account */
                            sender: {
                                id: string;
                                name: string;
                                avatar: {
                                    small: string | null;
                                    medium: string | null;
                                    large: string | null;
                                    "large-thumbnail": string | null;
                                    /** @description random colour variant 1–4 for members without a photo */
                                    colour: number;
                                };
                            } | null;
                            body: string;
                            /** @enum {string} */
                            kind: "text" | "photo" | "video" | "albumInvite";
                            media: {
                                id: string;
                                /** @enum {string} */
                                kind: "image" | "video";
                                width: number | null;
                                height: number | null;
                                sizes: {
                                    small: string;
                                    medium: string;
                                    "large-thumbnail": string;
                                    large: string;
                                };
                                video: {
                                    "video-small": string;
                                    "video-low": string;
                                    "video-480": string;
                                } | null;
                                duration: number | null;
                            } | null;
                            hasMedia: boolean;
                            albumInvite?: {
                                album: {
                                    id: string;
                                    name: string;
                                    ownerName: string;
                                };
                                url: string;
                            } | null;
                            createdAt: string;
                            isSaved: boolean;
                            isReadByEveryone: boolean;
                        };
                    };
                };
            };
        };
    };
    MessagingController_unsave: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                messageId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            conversationId: string;
                            clientId: string;
                            /** @description null when the sender closed their account */
                            sender: {
                                id: string;
                                name: string;
                                avatar: {
                                    small: string | null;
                                    medium: string | null;
                                    large: string | null;
                                    "large-thumbnail": string | null;
                                    /** @description random colour variant 1–4 for members without a photo */
                                    colour: number;
                                };
                            } | null;
                            body: string;
                            /** @enum {string} */
                            kind: "text" | "photo" | "video" | "albumInvite";
                            media: {
                                id: string;
                                /** @enum {string} */
                                kind: "image" | "video";
                                width: number | null;
                                height: number | null;
                                sizes: {
                                    small: string;
                                    medium: string;
                                    "large-thumbnail": string;
                                    large: string;
                                };
                                video: {
                                    "video-small": string;
                                    "video-low": string;
                                    "video-480": string;
                                } | null;
                                duration: number | null;
                            } | null;
                            hasMedia: boolean;
                            albumInvite?: {
                                album: {
                                    id: string;
                                    name: string;
                                    ownerName: string;
                                };
                                url: string;
                            } | null;
                            createdAt: string;
                            isSaved: boolean;
                            isReadByEveryone: boolean;
                        };
                    };
                };
            };
        };
    };
    NotificationsController_list: {
        parameters: {
            query?: {
                after?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: {
                                id: string;
                                /** @enum {string} */
                                action: "message" | "idVerified" | "Comment" | "CommentLike" | "PostComment" | "Reply" | "Request" | "FriendAccepted" | "Follow" | "Wink" | "Vouch" | "StoryLike" | "MediaLike" | "AlbumInvite" | "AlbumRequest" | "AlbumAccessGranted" | "GroupInvite" | "GroupJoinRequest" | "PartyInvite" | "PartyRequest" | "PartyApproved" | "PartyPromoted" | "PartyDeclined" | "PartyCancelled" | "PartyReminder" | "ForumReply" | "ForumMention";
                                category: string;
                                actors: {
                                    id: string;
                                    name: string;
                                    avatar: {
                                        small: string | null;
                                        medium: string | null;
                                        large: string | null;
                                        "large-thumbnail": string | null;
                                        /** @description random colour variant 1–4 for members without a photo */
                                        colour: number;
                                    };
                                }[];
                                actorCount: number;
                                objectType: string | null;
                                objectId: string | null;
                                target: {
                                    /** @description a route name of the site */
                                    to: string | null;
                                    /** @description a site path, when there is no route name */
                                    url: string | null;
                                    slug: string | null;
                                    canAccept: boolean;
                                    canAcceptUpgrade: string | null;
                                };
                                targetType: string | null;
                                phrase: string | null;
                                responseEndpoint: string | null;
                                relatedModels: {
                                    modelType: string;
                                    model: {
                                        [key: string]: unknown;
                                    };
                                }[];
                                seen: boolean;
                                createdAt: string;
                                updatedAt: string;
                            }[];
                            next: string | null;
                        };
                    };
                };
            };
        };
    };
    NotificationsController_removeAll: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    NotificationsController_count: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            count: number;
                        };
                    };
                };
            };
        };
    };
    NotificationsController_seen: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            count: number;
                        };
                    };
                };
            };
        };
    };
    NotificationsController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            count: number;
                        };
                    };
                };
            };
        };
    };
    MediaController_list: {
        parameters: {
            query: {
                owner: string;
                album?: string;
                misc?: "0" | "1" | "true" | "false";
                adult?: "0" | "1" | "true" | "false";
                after?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    MediaController_upload: {
        parameters: {
            query?: {
                visibility?: "public" | "members" | "friends" | "private";
                album?: string;
                description?: string;
                adult?: "0" | "1" | "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    MediaController_mine: {
        parameters: {
            query?: {
                type?: "image" | "video" | "all";
                showAdult?: "0" | "1" | "true" | "false";
                showPrivate?: "0" | "1" | "true" | "false";
                includeMisc?: "0" | "1" | "true" | "false";
                album?: string;
                after?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    MediaController_gallery: {
        parameters: {
            query?: {
                adult?: "0" | "1" | "true" | "false";
                after?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    MediaController_settings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    MediaController_setSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    galleryOptOut: boolean;
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    MediaController_file: {
        parameters: {
            query?: {
                exp?: number;
                sig?: string;
            };
            header?: never;
            path: {
                id: string;
                size: "small" | "medium" | "large-thumbnail" | "large" | "video-small" | "video-low" | "video-480";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    MediaController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    MediaController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    description?: string;
                    /** @enum {string} */
                    visibility?: "public" | "members" | "friends" | "private";
                    adult?: boolean;
                    /** Format: uuid */
                    albumId?: string | null;
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    MediaController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    MediaController_like: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    MediaController_unlike: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    MediaController_comments: {
        parameters: {
            query?: {
                after?: string;
                limit?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    MediaController_comment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    body: string;
                };
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    MediaController_deleteComment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                commentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AlbumsController_list: {
        parameters: {
            query: {
                owner: string;
                after?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AlbumsController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @default  */
                    description?: string;
                    /**
                     * @default members
                     * @enum {string}
                     */
                    visibility?: "public" | "members" | "friends" | "private";
                };
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AlbumsController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AlbumsController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    description?: string;
                    /** @enum {string} */
                    visibility?: "public" | "members" | "friends" | "private";
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AlbumsController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AlbumInvitesController_list: {
        parameters: {
            query?: {
                box?: "received" | "sent" | "granted";
                after?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AlbumInvitesController_invite: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    albumId: string;
                    name: string;
                };
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AlbumInvitesController_request: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    albumId: string;
                };
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AlbumInvitesController_accept: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    AlbumInvitesController_decline: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StaffMediaController_list: {
        parameters: {
            query?: {
                sort?: string;
                range?: string;
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StaffMediaController_decideMany: {
        parameters: {
            query: {
                filter: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status: "approved" | "rejected";
                    rejectReason?: string | null;
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StaffMediaController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StaffMediaController_decide: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status: "approved" | "rejected";
                    rejectReason?: string | null;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StaffMediaController_hashes: {
        parameters: {
            query?: {
                sort?: string;
                range?: string;
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StaffMediaController_addHash: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    hash?: string;
                    /** Format: uuid */
                    mediaId?: string;
                    reason: string;
                };
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StaffMediaController_hash: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StaffMediaController_removeHash: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StaffMediaController_blocked: {
        parameters: {
            query?: {
                sort?: string;
                range?: string;
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StoriesController_list: {
        parameters: {
            query?: {
                q?: string;
                genre?: "romance" | "erotica" | "lgbtq" | "fantasy" | "science-fiction" | "paranormal" | "mystery-thriller" | "drama" | "humour" | "historical" | "kink" | "poetry";
                /** @description stories with every one of these tags */
                tags?: string | string[];
                /** @description stories with none of these tags */
                exclude?: string | string[];
                minWords?: number;
                maxWords?: number;
                complete?: boolean | ("0" | "1" | "true" | "false");
                language?: "en" | "de" | "fr" | "es" | "it" | "nl" | "pl" | "pt";
                /** @description a member name */
                author?: string;
                /** @description default: relevance with q, else newest */
                sort?: "newest" | "reads" | "likes" | "comments" | "longest" | "relevance";
                after?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: {
                                id: string;
                                slug: string;
                                title: string;
                                summary: string;
                                /** @enum {string|null} */
                                genre: "romance" | "erotica" | "lgbtq" | "fantasy" | "science-fiction" | "paranormal" | "mystery-thriller" | "drama" | "humour" | "historical" | "kink" | "poetry" | null;
                                tags: string[];
                                warnings: ("explicit" | "violence" | "character-death" | "self-harm" | "substance-use" | "abuse-themes" | "infidelity" | "strong-language")[];
                                /** @enum {string} */
                                language: "en" | "de" | "fr" | "es" | "it" | "nl" | "pl" | "pt";
                                /** @enum {string} */
                                status: "draft" | "published";
                                isComplete: boolean;
                                wordCount: number;
                                readingMinutes: number;
                                chapterCount: number;
                                readCount: number;
                                likeCount: number;
                                favouriteCount: number;
                                commentCount: number;
                                publishedAt: string | null;
                                updatedAt: string;
                                author: {
                                    id: string;
                                    name: string;
                                    avatarColour: number;
                                };
                                cover?: {
                                    small: string;
                                    medium: string;
                                    large: string;
                                } | null;
                            }[];
                            next: string | null;
                        };
                    };
                };
            };
        };
    };
    StoriesController_classic: {
        parameters: {
            query?: {
                after?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StoriesController_byTag: {
        parameters: {
            query?: {
                q?: string;
                genre?: "romance" | "erotica" | "lgbtq" | "fantasy" | "science-fiction" | "paranormal" | "mystery-thriller" | "drama" | "humour" | "historical" | "kink" | "poetry";
                /** @description stories with every one of these tags */
                tags?: string | string[];
                /** @description stories with none of these tags */
                exclude?: string | string[];
                minWords?: number;
                maxWords?: number;
                complete?: boolean | ("0" | "1" | "true" | "false");
                language?: "en" | "de" | "fr" | "es" | "it" | "nl" | "pl" | "pt";
                /** @description a member name */
                author?: string;
                /** @description default: relevance with q, else newest */
                sort?: "newest" | "reads" | "likes" | "comments" | "longest" | "relevance";
                after?: string;
                limit?: number;
            };
            header?: never;
            path: {
                tag: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StoriesController_tags: {
        parameters: {
            query?: {
                prefix?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StoriesController_genres: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StoriesController_mine: {
        parameters: {
            query?: {
                after?: string;
                limit?: number;
                status?: "draft" | "published";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StoriesController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    version?: number;
                    /** @default  */
                    title?: string;
                    /** @default  */
                    summary?: string;
                    /**
                     * @default null
                     * @enum {string|null}
                     */
                    genre?: "romance" | "erotica" | "lgbtq" | "fantasy" | "science-fiction" | "paranormal" | "mystery-thriller" | "drama" | "humour" | "historical" | "kink" | "poetry" | null;
                    tags?: string[];
                    /** @default [] */
                    warnings?: ("explicit" | "violence" | "character-death" | "self-harm" | "substance-use" | "abuse-themes" | "infidelity" | "strong-language")[];
                    /**
                     * @default en
                     * @enum {string}
                     */
                    language?: "en" | "de" | "fr" | "es" | "it" | "nl" | "pl" | "pt";
                    /** @default false */
                    isComplete?: boolean;
                    chapters: {
                        /** Format: uuid */
                        id?: string;
                        /** @default  */
                        title?: string;
                        body?: string;
                    }[];
                };
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            slug: string;
                            /** @enum {string|null} */
                            genre: "romance" | "erotica" | "lgbtq" | "fantasy" | "science-fiction" | "paranormal" | "mystery-thriller" | "drama" | "humour" | "historical" | "kink" | "poetry" | null;
                            /** @enum {string} */
                            status: "draft" | "published";
                            version: number;
                            wordCount: number;
                            chapterIds: string[];
                            savedAt: string;
                        };
                    };
                };
            };
        };
    };
    StoriesController_save: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                story: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    version?: number;
                    /** @default  */
                    title?: string;
                    /** @default  */
                    summary?: string;
                    /**
                     * @default null
                     * @enum {string|null}
                     */
                    genre?: "romance" | "erotica" | "lgbtq" | "fantasy" | "science-fiction" | "paranormal" | "mystery-thriller" | "drama" | "humour" | "historical" | "kink" | "poetry" | null;
                    tags?: string[];
                    /** @default [] */
                    warnings?: ("explicit" | "violence" | "character-death" | "self-harm" | "substance-use" | "abuse-themes" | "infidelity" | "strong-language")[];
                    /**
                     * @default en
                     * @enum {string}
                     */
                    language?: "en" | "de" | "fr" | "es" | "it" | "nl" | "pl" | "pt";
                    /** @default false */
                    isComplete?: boolean;
                    chapters: {
                        /** Format: uuid */
                        id?: string;
                        /** @default  */
                        title?: string;
                        body?: string;
                    }[];
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            slug: string;
                            /** @enum {string|null} */
                            genre: "romance" | "erotica" | "lgbtq" | "fantasy" | "science-fiction" | "paranormal" | "mystery-thriller" | "drama" | "humour" | "historical" | "kink" | "poetry" | null;
                            /** @enum {string} */
                            status: "draft" | "published";
                            version: number;
                            wordCount: number;
                            chapterIds: string[];
                            savedAt: string;
                        };
                    };
                };
            };
        };
    };
    StoriesController_editable: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                story: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StoriesController_publish: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                story: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StoriesController_unpublish: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                story: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StoriesController_detail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                story: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            slug: string;
                            title: string;
                            summary: string;
                            /** @enum {string|null} */
                            genre: "romance" | "erotica" | "lgbtq" | "fantasy" | "science-fiction" | "paranormal" | "mystery-thriller" | "drama" | "humour" | "historical" | "kink" | "poetry" | null;
                            tags: string[];
                            warnings: ("explicit" | "violence" | "character-death" | "self-harm" | "substance-use" | "abuse-themes" | "infidelity" | "strong-language")[];
                            /** @enum {string} */
                            language: "en" | "de" | "fr" | "es" | "it" | "nl" | "pl" | "pt";
                            /** @enum {string} */
                            status: "draft" | "published";
                            isComplete: boolean;
                            wordCount: number;
                            readingMinutes: number;
                            chapterCount: number;
                            readCount: number;
                            likeCount: number;
                            favouriteCount: number;
                            commentCount: number;
                            publishedAt: string | null;
                            updatedAt: string;
                            author: {
                                id: string;
                                name: string;
                                avatarColour: number;
                            };
                            cover?: {
                                small: string;
                                medium: string;
                                large: string;
                            } | null;
                            chapters: {
                                id: string;
                                position: number;
                                title: string;
                                wordCount: number;
                                paragraphs: number;
                                updatedAt: string;
                            }[];
                            viewer: {
                                liked: boolean;
                                favourite: boolean;
                                canEdit: boolean;
                                progress: {
                                    chapterId: string;
                                    chapterPosition: number;
                                    paragraph: number;
                                    updatedAt: string;
                                } | null;
                            };
                            version: number;
                            series?: {
                                id: string;
                                slug: string;
                                title: string;
                                authorName: string;
                                position: number;
                                count: number;
                                previous: {
                                    id: string;
                                    slug: string;
                                    genre: string | null;
                                    title: string;
                                } | null;
                                next: {
                                    id: string;
                                    slug: string;
                                    genre: string | null;
                                    title: string;
                                } | null;
                            } | null;
                        };
                    };
                };
            };
        };
    };
    StoriesController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                story: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StoriesController_chapter: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                story: string;
                position: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StoriesController_read: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                story: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StoriesController_like: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                story: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StoriesController_unlike: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                story: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StoriesController_favourite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                story: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StoriesController_unfavourite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                story: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StoriesController_favourites: {
        parameters: {
            query?: {
                after?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StoriesController_reading: {
        parameters: {
            query?: {
                after?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StoriesController_saveProgress: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                story: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    chapterId: string;
                    paragraph: number;
                };
            };
        };
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StoriesController_forget: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                story: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StoriesController_readerSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            fontSize: number;
                            /** @enum {string} */
                            width: "narrow" | "medium" | "wide";
                            /** @enum {string} */
                            font: "serif" | "sans";
                            /** @enum {string} */
                            theme: "light" | "dark" | "sepia";
                        };
                    };
                };
            };
        };
    };
    StoriesController_saveReaderSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    fontSize: number;
                    /** @enum {string} */
                    width: "narrow" | "medium" | "wide";
                    /** @enum {string} */
                    font: "serif" | "sans";
                    /** @enum {string} */
                    theme: "light" | "dark" | "sepia";
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StoriesController_listComments: {
        parameters: {
            query?: {
                after?: string;
                limit?: number;
            };
            header?: never;
            path: {
                story: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: {
                                id: string;
                                parentId: string | null;
                                depth: number;
                                body: string;
                                author: {
                                    id: string;
                                    name: string;
                                    avatarColour: number;
                                } | null;
                                isAuthorOfStory: boolean;
                                deleted: boolean;
                                createdAt: string;
                                editedAt: string | null;
                                canEdit: boolean;
                                likeCount: number;
                                liked: boolean;
                            }[];
                            next: string | null;
                            totalItems: number;
                            timestamp: string;
                        };
                    };
                };
            };
        };
    };
    StoriesController_comment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                story: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    body: string;
                    /** Format: uuid */
                    parentId?: string;
                };
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StoriesController_editComment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                comment: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    body: string;
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StoriesController_removeComment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                comment: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StoriesController_likeComment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                comment: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            on: boolean;
                            count: number;
                        };
                    };
                };
            };
        };
    };
    StoriesController_unlikeComment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                comment: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            on: boolean;
                            count: number;
                        };
                    };
                };
            };
        };
    };
    StoriesController_topStories: {
        parameters: {
            query?: {
                period?: "week" | "month" | "year" | "all";
                genre?: "romance" | "erotica" | "lgbtq" | "fantasy" | "science-fiction" | "paranormal" | "mystery-thriller" | "drama" | "humour" | "historical" | "kink" | "poetry";
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StoriesController_topAuthors: {
        parameters: {
            query?: {
                period?: "week" | "month" | "year" | "all";
                genre?: "romance" | "erotica" | "lgbtq" | "fantasy" | "science-fiction" | "paranormal" | "mystery-thriller" | "drama" | "humour" | "historical" | "kink" | "poetry";
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StoriesController_topGenres: {
        parameters: {
            query?: {
                period?: "week" | "month" | "year" | "all";
                genre?: "romance" | "erotica" | "lgbtq" | "fantasy" | "science-fiction" | "paranormal" | "mystery-thriller" | "drama" | "humour" | "historical" | "kink" | "poetry";
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StoriesController_blocks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StoriesController_blockTag: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tag: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StoriesController_unblockTag: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                tag: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StoriesController_blockAuthor: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StoriesController_unblockAuthor: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    BooksController_listSeries: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            slug: string;
                            title: string;
                            summary: string;
                            author: {
                                id: string;
                                name: string;
                                avatarColour: number;
                            };
                            partCount: number;
                            wordCount: number;
                            cover: {
                                small: string;
                                medium: string;
                                large: string;
                            } | null;
                            updatedAt: string;
                        }[];
                    };
                };
            };
        };
    };
    BooksController_getSeries: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            slug: string;
                            title: string;
                            summary: string;
                            author: {
                                id: string;
                                name: string;
                                avatarColour: number;
                            };
                            partCount: number;
                            wordCount: number;
                            cover: {
                                small: string;
                                medium: string;
                                large: string;
                            } | null;
                            updatedAt: string;
                            parts: {
                                id: string;
                                slug: string;
                                title: string;
                                summary: string;
                                /** @enum {string|null} */
                                genre: "romance" | "erotica" | "lgbtq" | "fantasy" | "science-fiction" | "paranormal" | "mystery-thriller" | "drama" | "humour" | "historical" | "kink" | "poetry" | null;
                                tags: string[];
                                warnings: ("explicit" | "violence" | "character-death" | "self-harm" | "substance-use" | "abuse-themes" | "infidelity" | "strong-language")[];
                                /** @enum {string} */
                                language: "en" | "de" | "fr" | "es" | "it" | "nl" | "pl" | "pt";
                                /** @enum {string} */
                                status: "draft" | "published";
                                isComplete: boolean;
                                wordCount: number;
                                readingMinutes: number;
                                chapterCount: number;
                                readCount: number;
                                likeCount: number;
                                favouriteCount: number;
                                commentCount: number;
                                publishedAt: string | null;
                                updatedAt: string;
                                author: {
                                    id: string;
                                    name: string;
                                    avatarColour: number;
                                };
                                cover?: {
                                    small: string;
                                    medium: string;
                                    large: string;
                                } | null;
                            }[];
                            canEdit: boolean;
                        };
                    };
                };
            };
        };
    };
    BooksController_createSeries: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    /** @default  */
                    summary?: string;
                    /** @default [] */
                    storyIds?: string[];
                };
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    BooksController_updateSeries: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                series: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    /** @default  */
                    summary?: string;
                    /** @default [] */
                    storyIds?: string[];
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    BooksController_removeSeries: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                series: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    BooksController_uploadCover: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                story: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            small: string;
                            medium: string;
                            large: string;
                        };
                    };
                };
            };
        };
    };
    BooksController_removeCover: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                story: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    BooksController_cover: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                story: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    BooksController_storyEpub: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                story: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    EbooksController_list: {
        parameters: {
            query?: {
                after?: string;
                limit?: number;
                /** @description a member name */
                author?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: {
                                id: string;
                                title: string;
                                summary: string;
                                /** @enum {string} */
                                language: "en" | "de" | "fr" | "es" | "it" | "nl" | "pl" | "pt";
                                /** @enum {string} */
                                status: "pending" | "approved" | "rejected";
                                rejectReason: string | null;
                                reviewedAt: string | null;
                                author: {
                                    id: string;
                                    name: string;
                                    avatarColour: number;
                                };
                                cover: {
                                    small: string;
                                    medium: string;
                                    large: string;
                                } | null;
                                wordCount: number;
                                chapterCount: number;
                                submittedAt: string;
                                publishedAt: string | null;
                                updatedAt: string;
                                epubUrl: string | null;
                                canEdit: boolean;
                            }[];
                            next: string | null;
                        };
                    };
                };
            };
        };
    };
    EbooksController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    /** @default  */
                    summary?: string;
                    /**
                     * @default en
                     * @enum {string}
                     */
                    language?: "en" | "de" | "fr" | "es" | "it" | "nl" | "pl" | "pt";
                    chapterIds: string[];
                };
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            title: string;
                            summary: string;
                            /** @enum {string} */
                            language: "en" | "de" | "fr" | "es" | "it" | "nl" | "pl" | "pt";
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected";
                            rejectReason: string | null;
                            reviewedAt: string | null;
                            author: {
                                id: string;
                                name: string;
                                avatarColour: number;
                            };
                            cover: {
                                small: string;
                                medium: string;
                                large: string;
                            } | null;
                            wordCount: number;
                            chapterCount: number;
                            submittedAt: string;
                            publishedAt: string | null;
                            updatedAt: string;
                            epubUrl: string | null;
                            canEdit: boolean;
                            chapters: {
                                position: number;
                                title: string;
                                wordCount: number;
                                storyId: string | null;
                                chapterId: string | null;
                                writtenAt: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    EbooksController_mine: {
        parameters: {
            query?: {
                after?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    EbooksController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ebook: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            title: string;
                            summary: string;
                            /** @enum {string} */
                            language: "en" | "de" | "fr" | "es" | "it" | "nl" | "pl" | "pt";
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected";
                            rejectReason: string | null;
                            reviewedAt: string | null;
                            author: {
                                id: string;
                                name: string;
                                avatarColour: number;
                            };
                            cover: {
                                small: string;
                                medium: string;
                                large: string;
                            } | null;
                            wordCount: number;
                            chapterCount: number;
                            submittedAt: string;
                            publishedAt: string | null;
                            updatedAt: string;
                            epubUrl: string | null;
                            canEdit: boolean;
                            chapters: {
                                position: number;
                                title: string;
                                wordCount: number;
                                storyId: string | null;
                                chapterId: string | null;
                                writtenAt: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    EbooksController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ebook: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    /** @default  */
                    summary?: string;
                    /**
                     * @default en
                     * @enum {string}
                     */
                    language?: "en" | "de" | "fr" | "es" | "it" | "nl" | "pl" | "pt";
                    chapterIds: string[];
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    EbooksController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ebook: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    EbooksController_uploadCover: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ebook: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    EbooksController_cover: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ebook: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    EbooksController_epub: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ebook: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    EbooksController_approve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ebook: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    EbooksController_reject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ebook: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    EbooksController_staffList: {
        parameters: {
            query?: {
                sort?: string;
                range?: string;
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    EbooksController_staffGet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                ebook: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    CoverTemplatesController_system: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            name: string;
                            system: boolean;
                            design: {
                                canvas: {
                                    width: number;
                                    height: number;
                                    margin: number;
                                    scale: number;
                                };
                                layers: {
                                    id: string;
                                    /** @enum {string} */
                                    type: "background" | "text" | "shape";
                                    style: {
                                        top: number;
                                        left: number;
                                        width: number;
                                        height: number;
                                        background: string | null;
                                        zIndex: number;
                                        /** @enum {string} */
                                        horizontalPosition: "left" | "center" | "right";
                                        /** @enum {string} */
                                        verticalPosition: "top" | "middle" | "bottom";
                                    };
                                    image?: {
                                        url: string;
                                        width: number;
                                        height: number;
                                    } | null;
                                    text?: {
                                        content: string;
                                        /** @enum {string} */
                                        font: "serif" | "sans" | "display";
                                        size: number;
                                        colour: string;
                                        bold: boolean;
                                    } | null;
                                    /** @enum {string|null} */
                                    shape?: "rectangle" | "ellipse" | null;
                                }[];
                            };
                            updatedAt: string | null;
                        }[];
                    };
                };
            };
        };
    };
    CoverTemplatesController_mine: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: {
                                id: string;
                                name: string;
                                system: boolean;
                                design: {
                                    canvas: {
                                        width: number;
                                        height: number;
                                        margin: number;
                                        scale: number;
                                    };
                                    layers: {
                                        id: string;
                                        /** @enum {string} */
                                        type: "background" | "text" | "shape";
                                        style: {
                                            top: number;
                                            left: number;
                                            width: number;
                                            height: number;
                                            background: string | null;
                                            zIndex: number;
                                            /** @enum {string} */
                                            horizontalPosition: "left" | "center" | "right";
                                            /** @enum {string} */
                                            verticalPosition: "top" | "middle" | "bottom";
                                        };
                                        image?: {
                                            url: string;
                                            width: number;
                                            height: number;
                                        } | null;
                                        text?: {
                                            content: string;
                                            /** @enum {string} */
                                            font: "serif" | "sans" | "display";
                                            size: number;
                                            colour: string;
                                            bold: boolean;
                                        } | null;
                                        /** @enum {string|null} */
                                        shape?: "rectangle" | "ellipse" | null;
                                    }[];
                                };
                                updatedAt: string | null;
                            }[];
                            canSaveTemplates: boolean;
                        };
                    };
                };
            };
        };
    };
    CoverTemplatesController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    design: {
                        canvas: {
                            width: number;
                            height: number;
                            margin: number;
                            scale: number;
                        };
                        layers: {
                            id: string;
                            /** @enum {string} */
                            type: "background" | "text" | "shape";
                            style: {
                                top: number;
                                left: number;
                                width: number;
                                height: number;
                                background: string | null;
                                zIndex: number;
                                /** @enum {string} */
                                horizontalPosition: "left" | "center" | "right";
                                /** @enum {string} */
                                verticalPosition: "top" | "middle" | "bottom";
                            };
                            image?: {
                                url: string;
                                width: number;
                                height: number;
                            } | null;
                            text?: {
                                content: string;
                                /** @enum {string} */
                                font: "serif" | "sans" | "display";
                                size: number;
                                colour: string;
                                bold: boolean;
                            } | null;
                            /** @enum {string|null} */
                            shape?: "rectangle" | "ellipse" | null;
                        }[];
                    };
                };
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            name: string;
                            system: boolean;
                            design: {
                                canvas: {
                                    width: number;
                                    height: number;
                                    margin: number;
                                    scale: number;
                                };
                                layers: {
                                    id: string;
                                    /** @enum {string} */
                                    type: "background" | "text" | "shape";
                                    style: {
                                        top: number;
                                        left: number;
                                        width: number;
                                        height: number;
                                        background: string | null;
                                        zIndex: number;
                                        /** @enum {string} */
                                        horizontalPosition: "left" | "center" | "right";
                                        /** @enum {string} */
                                        verticalPosition: "top" | "middle" | "bottom";
                                    };
                                    image?: {
                                        url: string;
                                        width: number;
                                        height: number;
                                    } | null;
                                    text?: {
                                        content: string;
                                        /** @enum {string} */
                                        font: "serif" | "sans" | "display";
                                        size: number;
                                        colour: string;
                                        bold: boolean;
                                    } | null;
                                    /** @enum {string|null} */
                                    shape?: "rectangle" | "ellipse" | null;
                                }[];
                            };
                            updatedAt: string | null;
                        };
                    };
                };
            };
        };
    };
    CoverTemplatesController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            name: string;
                            system: boolean;
                            design: {
                                canvas: {
                                    width: number;
                                    height: number;
                                    margin: number;
                                    scale: number;
                                };
                                layers: {
                                    id: string;
                                    /** @enum {string} */
                                    type: "background" | "text" | "shape";
                                    style: {
                                        top: number;
                                        left: number;
                                        width: number;
                                        height: number;
                                        background: string | null;
                                        zIndex: number;
                                        /** @enum {string} */
                                        horizontalPosition: "left" | "center" | "right";
                                        /** @enum {string} */
                                        verticalPosition: "top" | "middle" | "bottom";
                                    };
                                    image?: {
                                        url: string;
                                        width: number;
                                        height: number;
                                    } | null;
                                    text?: {
                                        content: string;
                                        /** @enum {string} */
                                        font: "serif" | "sans" | "display";
                                        size: number;
                                        colour: string;
                                        bold: boolean;
                                    } | null;
                                    /** @enum {string|null} */
                                    shape?: "rectangle" | "ellipse" | null;
                                }[];
                            };
                            updatedAt: string | null;
                        };
                    };
                };
            };
        };
    };
    CoverTemplatesController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    design: {
                        canvas: {
                            width: number;
                            height: number;
                            margin: number;
                            scale: number;
                        };
                        layers: {
                            id: string;
                            /** @enum {string} */
                            type: "background" | "text" | "shape";
                            style: {
                                top: number;
                                left: number;
                                width: number;
                                height: number;
                                background: string | null;
                                zIndex: number;
                                /** @enum {string} */
                                horizontalPosition: "left" | "center" | "right";
                                /** @enum {string} */
                                verticalPosition: "top" | "middle" | "bottom";
                            };
                            image?: {
                                url: string;
                                width: number;
                                height: number;
                            } | null;
                            text?: {
                                content: string;
                                /** @enum {string} */
                                font: "serif" | "sans" | "display";
                                size: number;
                                colour: string;
                                bold: boolean;
                            } | null;
                            /** @enum {string|null} */
                            shape?: "rectangle" | "ellipse" | null;
                        }[];
                    };
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            name: string;
                            system: boolean;
                            design: {
                                canvas: {
                                    width: number;
                                    height: number;
                                    margin: number;
                                    scale: number;
                                };
                                layers: {
                                    id: string;
                                    /** @enum {string} */
                                    type: "background" | "text" | "shape";
                                    style: {
                                        top: number;
                                        left: number;
                                        width: number;
                                        height: number;
                                        background: string | null;
                                        zIndex: number;
                                        /** @enum {string} */
                                        horizontalPosition: "left" | "center" | "right";
                                        /** @enum {string} */
                                        verticalPosition: "top" | "middle" | "bottom";
                                    };
                                    image?: {
                                        url: string;
                                        width: number;
                                        height: number;
                                    } | null;
                                    text?: {
                                        content: string;
                                        /** @enum {string} */
                                        font: "serif" | "sans" | "display";
                                        size: number;
                                        colour: string;
                                        bold: boolean;
                                    } | null;
                                    /** @enum {string|null} */
                                    shape?: "rectangle" | "ellipse" | null;
                                }[];
                            };
                            updatedAt: string | null;
                        };
                    };
                };
            };
        };
    };
    CoverTemplatesController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    CoinsController_balance: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            balance: number;
                            balanceText: string;
                        };
                    };
                };
            };
        };
    };
    CoinsController_history: {
        parameters: {
            query?: {
                after?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: {
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                kind: "purchase" | "transfer" | "tip" | "upgrade" | "withdrawal" | "withdrawal-return" | "refund" | "grant" | "request" | "gift-card" | "gift-card-redeem";
                                amount: number;
                                balanceAfter: number;
                                counterparty: {
                                    id: string;
                                    name: string;
                                } | null;
                                note: string | null;
                                reference: string | null;
                                createdAt: string;
                            }[];
                            next: string | null;
                        };
                    };
                };
            };
        };
    };
    CoinsController_transaction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                transaction: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            kind: "purchase" | "transfer" | "tip" | "upgrade" | "withdrawal" | "withdrawal-return" | "refund" | "grant" | "request" | "gift-card" | "gift-card-redeem";
                            amount: number;
                            balanceAfter: number;
                            counterparty: {
                                id: string;
                                name: string;
                            } | null;
                            note: string | null;
                            reference: string | null;
                            createdAt: string;
                        };
                    };
                };
            };
        };
    };
    CoinsController_transfer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    to: string;
                    amount: number;
                    note?: string;
                    idempotencyKey: string;
                };
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            transaction: {
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                kind: "purchase" | "transfer" | "tip" | "upgrade" | "withdrawal" | "withdrawal-return" | "refund" | "grant" | "request" | "gift-card" | "gift-card-redeem";
                                amount: number;
                                balanceAfter: number;
                                counterparty: {
                                    id: string;
                                    name: string;
                                } | null;
                                note: string | null;
                                reference: string | null;
                                createdAt: string;
                            };
                            balance: number;
                            replayed: boolean;
                        };
                    };
                };
            };
        };
    };
    CoinsController_tip: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    storyId: string;
                    amount: number;
                    note?: string;
                    idempotencyKey: string;
                };
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            transaction: {
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                kind: "purchase" | "transfer" | "tip" | "upgrade" | "withdrawal" | "withdrawal-return" | "refund" | "grant" | "request" | "gift-card" | "gift-card-redeem";
                                amount: number;
                                balanceAfter: number;
                                counterparty: {
                                    id: string;
                                    name: string;
                                } | null;
                                note: string | null;
                                reference: string | null;
                                createdAt: string;
                            };
                            balance: number;
                            replayed: boolean;
                        };
                    };
                };
            };
        };
    };
    CoinsController_settings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            payoutAccount: string | null;
                        };
                    };
                };
            };
        };
    };
    CoinsController_updateSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    payoutAccount: string | null;
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            payoutAccount: string | null;
                        };
                    };
                };
            };
        };
    };
    CoinRequestsController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            incoming: {
                                code: string;
                                requester: {
                                    id: string;
                                    name: string;
                                };
                                payer: {
                                    id: string;
                                    name: string;
                                };
                                amount: number;
                                note: string | null;
                                /** @enum {string} */
                                status: "pending" | "approved" | "declined" | "cancelled";
                                /** @enum {string} */
                                direction: "incoming" | "outgoing";
                                resendCount: number;
                                resendAvailableAt: string | null;
                                transactionId: string | null;
                                createdAt: string;
                                decidedAt: string | null;
                            }[];
                            outgoing: {
                                code: string;
                                requester: {
                                    id: string;
                                    name: string;
                                };
                                payer: {
                                    id: string;
                                    name: string;
                                };
                                amount: number;
                                note: string | null;
                                /** @enum {string} */
                                status: "pending" | "approved" | "declined" | "cancelled";
                                /** @enum {string} */
                                direction: "incoming" | "outgoing";
                                resendCount: number;
                                resendAvailableAt: string | null;
                                transactionId: string | null;
                                createdAt: string;
                                decidedAt: string | null;
                            }[];
                        };
                    };
                };
            };
        };
    };
    CoinRequestsController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    from: string;
                    amount: number;
                    note?: string;
                    idempotencyKey: string;
                };
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            code: string;
                            requester: {
                                id: string;
                                name: string;
                            };
                            payer: {
                                id: string;
                                name: string;
                            };
                            amount: number;
                            note: string | null;
                            /** @enum {string} */
                            status: "pending" | "approved" | "declined" | "cancelled";
                            /** @enum {string} */
                            direction: "incoming" | "outgoing";
                            resendCount: number;
                            resendAvailableAt: string | null;
                            transactionId: string | null;
                            createdAt: string;
                            decidedAt: string | null;
                        };
                    };
                };
            };
        };
    };
    CoinRequestsController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            code: string;
                            requester: {
                                id: string;
                                name: string;
                            };
                            payer: {
                                id: string;
                                name: string;
                            };
                            amount: number;
                            note: string | null;
                            /** @enum {string} */
                            status: "pending" | "approved" | "declined" | "cancelled";
                            /** @enum {string} */
                            direction: "incoming" | "outgoing";
                            resendCount: number;
                            resendAvailableAt: string | null;
                            transactionId: string | null;
                            createdAt: string;
                            decidedAt: string | null;
                        };
                    };
                };
            };
        };
    };
    CoinRequestsController_approve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            code: string;
                            requester: {
                                id: string;
                                name: string;
                            };
                            payer: {
                                id: string;
                                name: string;
                            };
                            amount: number;
                            note: string | null;
                            /** @enum {string} */
                            status: "pending" | "approved" | "declined" | "cancelled";
                            /** @enum {string} */
                            direction: "incoming" | "outgoing";
                            resendCount: number;
                            resendAvailableAt: string | null;
                            transactionId: string | null;
                            createdAt: string;
                            decidedAt: string | null;
                        };
                    };
                };
            };
        };
    };
    CoinRequestsController_decline: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            code: string;
                            requester: {
                                id: string;
                                name: string;
                            };
                            payer: {
                                id: string;
                                name: string;
                            };
                            amount: number;
                            note: string | null;
                            /** @enum {string} */
                            status: "pending" | "approved" | "declined" | "cancelled";
                            /** @enum {string} */
                            direction: "incoming" | "outgoing";
                            resendCount: number;
                            resendAvailableAt: string | null;
                            transactionId: string | null;
                            createdAt: string;
                            decidedAt: string | null;
                        };
                    };
                };
            };
        };
    };
    CoinRequestsController_cancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            code: string;
                            requester: {
                                id: string;
                                name: string;
                            };
                            payer: {
                                id: string;
                                name: string;
                            };
                            amount: number;
                            note: string | null;
                            /** @enum {string} */
                            status: "pending" | "approved" | "declined" | "cancelled";
                            /** @enum {string} */
                            direction: "incoming" | "outgoing";
                            resendCount: number;
                            resendAvailableAt: string | null;
                            transactionId: string | null;
                            createdAt: string;
                            decidedAt: string | null;
                        };
                    };
                };
            };
        };
    };
    CoinRequestsController_resend: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            code: string;
                            requester: {
                                id: string;
                                name: string;
                            };
                            payer: {
                                id: string;
                                name: string;
                            };
                            amount: number;
                            note: string | null;
                            /** @enum {string} */
                            status: "pending" | "approved" | "declined" | "cancelled";
                            /** @enum {string} */
                            direction: "incoming" | "outgoing";
                            resendCount: number;
                            resendAvailableAt: string | null;
                            transactionId: string | null;
                            createdAt: string;
                            decidedAt: string | null;
                        };
                    };
                };
            };
        };
    };
    GiftCardsController_mine: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            id: string;
                            code: string;
                            value: number;
                            /** @enum {string} */
                            relation: "bought" | "redeemed";
                            redeemed: boolean;
                            redeemedBy: {
                                id: string;
                                name: string;
                            } | null;
                            redeemedAt: string | null;
                            createdAt: string;
                        }[];
                    };
                };
            };
        };
    };
    GiftCardsController_buy: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    value: number;
                    idempotencyKey: string;
                };
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            card: {
                                /** Format: uuid */
                                id: string;
                                code: string;
                                value: number;
                                /** @enum {string} */
                                relation: "bought" | "redeemed";
                                redeemed: boolean;
                                redeemedBy: {
                                    id: string;
                                    name: string;
                                } | null;
                                redeemedAt: string | null;
                                createdAt: string;
                            };
                            balance: number;
                        };
                    };
                };
            };
        };
    };
    GiftCardsController_redeem: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            card: {
                                /** Format: uuid */
                                id: string;
                                code: string;
                                value: number;
                                /** @enum {string} */
                                relation: "bought" | "redeemed";
                                redeemed: boolean;
                                redeemedBy: {
                                    id: string;
                                    name: string;
                                } | null;
                                redeemedAt: string | null;
                                createdAt: string;
                            };
                            balance: number;
                        };
                    };
                };
            };
        };
    };
    PaymentsController_coinProducts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            open: boolean;
                            currency: string;
                            products: {
                                code: string;
                                coins: number;
                                bonus: number;
                                amountMinor: number;
                                currency: string;
                                priceText: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    PaymentsController_buyCoins: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    product: string;
                    idempotencyKey: string;
                };
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            reference: string;
                            /** @enum {string} */
                            kind: "coins" | "upgrade" | "gift" | "offer" | "proration";
                            /** @enum {string} */
                            status: "pending" | "requires_action" | "processing" | "succeeded" | "failed" | "canceled" | "refunded";
                            amountMinor: number;
                            currency: string;
                            amountText: string;
                            /** @enum {string|null} */
                            tier: "silver" | "gold" | "platinum" | null;
                            /** @enum {string|null} */
                            period: "month" | "quarter" | "year" | null;
                            coins: number | null;
                            recipient: {
                                id: string;
                                name: string;
                            } | null;
                            failureMessage: string | null;
                            actionUrl: string | null;
                            testMode: boolean;
                            /** @enum {string} */
                            gateway: "stripe" | "hosted";
                            cardEntry: {
                                publishableKey: string;
                                scriptUrl: string;
                            } | null;
                            clientSecret: string | null;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
            };
        };
    };
    PaymentsController_upgradePrices: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            currency: string;
                            open: boolean;
                            prices: {
                                /** @enum {string} */
                                tier: "silver" | "gold" | "platinum";
                                /** @enum {string} */
                                period: "month" | "quarter" | "year";
                                amountMinor: number;
                                currency: string;
                                priceText: string;
                                monthlyText: string;
                            }[];
                            coinPrices: {
                                /** @enum {string} */
                                tier: "silver" | "gold" | "platinum";
                                coins: number;
                            }[];
                        };
                    };
                };
            };
        };
    };
    PaymentsController_buyUpgrade: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    tier: "silver" | "gold" | "platinum";
                    /**
                     * @default month
                     * @enum {string}
                     */
                    period?: "month" | "quarter" | "year";
                    giftTo?: string;
                    idempotencyKey: string;
                };
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            reference: string;
                            /** @enum {string} */
                            kind: "coins" | "upgrade" | "gift" | "offer" | "proration";
                            /** @enum {string} */
                            status: "pending" | "requires_action" | "processing" | "succeeded" | "failed" | "canceled" | "refunded";
                            amountMinor: number;
                            currency: string;
                            amountText: string;
                            /** @enum {string|null} */
                            tier: "silver" | "gold" | "platinum" | null;
                            /** @enum {string|null} */
                            period: "month" | "quarter" | "year" | null;
                            coins: number | null;
                            recipient: {
                                id: string;
                                name: string;
                            } | null;
                            failureMessage: string | null;
                            actionUrl: string | null;
                            testMode: boolean;
                            /** @enum {string} */
                            gateway: "stripe" | "hosted";
                            cardEntry: {
                                publishableKey: string;
                                scriptUrl: string;
                            } | null;
                            clientSecret: string | null;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
            };
        };
    };
    PaymentsController_offer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            available: boolean;
                            /** @enum {string} */
                            tier: "silver" | "gold" | "platinum";
                            /** @enum {string} */
                            period: "month" | "quarter" | "year";
                            amountMinor: number;
                            regularMinor: number;
                            currency: string;
                            priceText: string;
                            regularText: string;
                            expiresAt: string | null;
                        };
                    };
                };
            };
        };
    };
    PaymentsController_buyOffer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    idempotencyKey: string;
                };
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            reference: string;
                            /** @enum {string} */
                            kind: "coins" | "upgrade" | "gift" | "offer" | "proration";
                            /** @enum {string} */
                            status: "pending" | "requires_action" | "processing" | "succeeded" | "failed" | "canceled" | "refunded";
                            amountMinor: number;
                            currency: string;
                            amountText: string;
                            /** @enum {string|null} */
                            tier: "silver" | "gold" | "platinum" | null;
                            /** @enum {string|null} */
                            period: "month" | "quarter" | "year" | null;
                            coins: number | null;
                            recipient: {
                                id: string;
                                name: string;
                            } | null;
                            failureMessage: string | null;
                            actionUrl: string | null;
                            testMode: boolean;
                            /** @enum {string} */
                            gateway: "stripe" | "hosted";
                            cardEntry: {
                                publishableKey: string;
                                scriptUrl: string;
                            } | null;
                            clientSecret: string | null;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
            };
        };
    };
    PaymentsController_trial: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            available: boolean;
                            /** @enum {string|null} */
                            refusal: "payments-off" | "not-member" | "has-tier" | "has-paid" | "used" | null;
                            /** @enum {string} */
                            tier: "silver" | "gold" | "platinum";
                            days: number;
                        };
                    };
                };
            };
        };
    };
    PaymentsController_startTrial: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            tier: "silver" | "gold" | "platinum";
                            /** @enum {string} */
                            period: "month" | "quarter" | "year";
                            /** @enum {string} */
                            status: "active" | "expired";
                            currency: string;
                            amountMinor: number;
                            priceText: string;
                            currentPeriodStart: string;
                            currentPeriodEnd: string;
                            cancelAtPeriodEnd: boolean;
                            /** @enum {string|null} */
                            pendingTier: "silver" | "gold" | "platinum" | null;
                            /** @enum {string} */
                            paidWith: "card" | "coins" | "gift" | "trial";
                            renewalFailedAt: string | null;
                            endsUnlessFixedAt: string | null;
                            canUpdateCard: boolean;
                            testMode: boolean;
                        };
                    };
                };
            };
        };
    };
    PaymentsController_payment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                reference: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            reference: string;
                            /** @enum {string} */
                            kind: "coins" | "upgrade" | "gift" | "offer" | "proration";
                            /** @enum {string} */
                            status: "pending" | "requires_action" | "processing" | "succeeded" | "failed" | "canceled" | "refunded";
                            amountMinor: number;
                            currency: string;
                            amountText: string;
                            /** @enum {string|null} */
                            tier: "silver" | "gold" | "platinum" | null;
                            /** @enum {string|null} */
                            period: "month" | "quarter" | "year" | null;
                            coins: number | null;
                            recipient: {
                                id: string;
                                name: string;
                            } | null;
                            failureMessage: string | null;
                            actionUrl: string | null;
                            testMode: boolean;
                            /** @enum {string} */
                            gateway: "stripe" | "hosted";
                            cardEntry: {
                                publishableKey: string;
                                scriptUrl: string;
                            } | null;
                            clientSecret: string | null;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
            };
        };
    };
    PaymentsController_process: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                reference: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    paymentMethod: string;
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            reference: string;
                            /** @enum {string} */
                            kind: "coins" | "upgrade" | "gift" | "offer" | "proration";
                            /** @enum {string} */
                            status: "pending" | "requires_action" | "processing" | "succeeded" | "failed" | "canceled" | "refunded";
                            amountMinor: number;
                            currency: string;
                            amountText: string;
                            /** @enum {string|null} */
                            tier: "silver" | "gold" | "platinum" | null;
                            /** @enum {string|null} */
                            period: "month" | "quarter" | "year" | null;
                            coins: number | null;
                            recipient: {
                                id: string;
                                name: string;
                            } | null;
                            failureMessage: string | null;
                            actionUrl: string | null;
                            testMode: boolean;
                            /** @enum {string} */
                            gateway: "stripe" | "hosted";
                            cardEntry: {
                                publishableKey: string;
                                scriptUrl: string;
                            } | null;
                            clientSecret: string | null;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
            };
        };
    };
    PaymentsController_threeDSecure: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reference: string;
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            reference: string;
                            /** @enum {string} */
                            kind: "coins" | "upgrade" | "gift" | "offer" | "proration";
                            /** @enum {string} */
                            status: "pending" | "requires_action" | "processing" | "succeeded" | "failed" | "canceled" | "refunded";
                            amountMinor: number;
                            currency: string;
                            amountText: string;
                            /** @enum {string|null} */
                            tier: "silver" | "gold" | "platinum" | null;
                            /** @enum {string|null} */
                            period: "month" | "quarter" | "year" | null;
                            coins: number | null;
                            recipient: {
                                id: string;
                                name: string;
                            } | null;
                            failureMessage: string | null;
                            actionUrl: string | null;
                            testMode: boolean;
                            /** @enum {string} */
                            gateway: "stripe" | "hosted";
                            cardEntry: {
                                publishableKey: string;
                                scriptUrl: string;
                            } | null;
                            clientSecret: string | null;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
            };
        };
    };
    PaymentsController_transactions: {
        parameters: {
            query?: {
                after?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: {
                                reference: string;
                                /** @enum {string} */
                                kind: "coins" | "upgrade" | "gift" | "offer" | "proration";
                                /** @enum {string} */
                                status: "pending" | "requires_action" | "processing" | "succeeded" | "failed" | "canceled" | "refunded";
                                amountMinor: number;
                                currency: string;
                                amountText: string;
                                /** @enum {string|null} */
                                tier: "silver" | "gold" | "platinum" | null;
                                /** @enum {string|null} */
                                period: "month" | "quarter" | "year" | null;
                                coins: number | null;
                                recipient: {
                                    id: string;
                                    name: string;
                                } | null;
                                failureMessage: string | null;
                                actionUrl: string | null;
                                testMode: boolean;
                                /** @enum {string} */
                                gateway: "stripe" | "hosted";
                                cardEntry: {
                                    publishableKey: string;
                                    scriptUrl: string;
                                } | null;
                                clientSecret: string | null;
                                createdAt: string;
                                updatedAt: string;
                            }[];
                            next: string | null;
                        };
                    };
                };
            };
        };
    };
    PaymentsController_transaction: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                reference: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            reference: string;
                            /** @enum {string} */
                            kind: "coins" | "upgrade" | "gift" | "offer" | "proration";
                            /** @enum {string} */
                            status: "pending" | "requires_action" | "processing" | "succeeded" | "failed" | "canceled" | "refunded";
                            amountMinor: number;
                            currency: string;
                            amountText: string;
                            /** @enum {string|null} */
                            tier: "silver" | "gold" | "platinum" | null;
                            /** @enum {string|null} */
                            period: "month" | "quarter" | "year" | null;
                            coins: number | null;
                            recipient: {
                                id: string;
                                name: string;
                            } | null;
                            failureMessage: string | null;
                            actionUrl: string | null;
                            testMode: boolean;
                            /** @enum {string} */
                            gateway: "stripe" | "hosted";
                            cardEntry: {
                                publishableKey: string;
                                scriptUrl: string;
                            } | null;
                            clientSecret: string | null;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
            };
        };
    };
    PaymentsController_subscription: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            subscription: {
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                tier: "silver" | "gold" | "platinum";
                                /** @enum {string} */
                                period: "month" | "quarter" | "year";
                                /** @enum {string} */
                                status: "active" | "expired";
                                currency: string;
                                amountMinor: number;
                                priceText: string;
                                currentPeriodStart: string;
                                currentPeriodEnd: string;
                                cancelAtPeriodEnd: boolean;
                                /** @enum {string|null} */
                                pendingTier: "silver" | "gold" | "platinum" | null;
                                /** @enum {string} */
                                paidWith: "card" | "coins" | "gift" | "trial";
                                renewalFailedAt: string | null;
                                endsUnlessFixedAt: string | null;
                                canUpdateCard: boolean;
                                testMode: boolean;
                            } | null;
                        };
                    };
                };
            };
        };
    };
    PaymentsController_cancel: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            tier: "silver" | "gold" | "platinum";
                            /** @enum {string} */
                            period: "month" | "quarter" | "year";
                            /** @enum {string} */
                            status: "active" | "expired";
                            currency: string;
                            amountMinor: number;
                            priceText: string;
                            currentPeriodStart: string;
                            currentPeriodEnd: string;
                            cancelAtPeriodEnd: boolean;
                            /** @enum {string|null} */
                            pendingTier: "silver" | "gold" | "platinum" | null;
                            /** @enum {string} */
                            paidWith: "card" | "coins" | "gift" | "trial";
                            renewalFailedAt: string | null;
                            endsUnlessFixedAt: string | null;
                            canUpdateCard: boolean;
                            testMode: boolean;
                        };
                    };
                };
            };
        };
    };
    PaymentsController_resume: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            tier: "silver" | "gold" | "platinum";
                            /** @enum {string} */
                            period: "month" | "quarter" | "year";
                            /** @enum {string} */
                            status: "active" | "expired";
                            currency: string;
                            amountMinor: number;
                            priceText: string;
                            currentPeriodStart: string;
                            currentPeriodEnd: string;
                            cancelAtPeriodEnd: boolean;
                            /** @enum {string|null} */
                            pendingTier: "silver" | "gold" | "platinum" | null;
                            /** @enum {string} */
                            paidWith: "card" | "coins" | "gift" | "trial";
                            renewalFailedAt: string | null;
                            endsUnlessFixedAt: string | null;
                            canUpdateCard: boolean;
                            testMode: boolean;
                        };
                    };
                };
            };
        };
    };
    PaymentsController_updateCard: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    paymentMethod?: string;
                    idempotencyKey: string;
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            reference: string;
                            /** @enum {string} */
                            status: "pending" | "requires_action" | "processing" | "succeeded" | "failed";
                            actionUrl: string | null;
                            clientSecret: string | null;
                            failureMessage: string | null;
                            subscription: {
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                tier: "silver" | "gold" | "platinum";
                                /** @enum {string} */
                                period: "month" | "quarter" | "year";
                                /** @enum {string} */
                                status: "active" | "expired";
                                currency: string;
                                amountMinor: number;
                                priceText: string;
                                currentPeriodStart: string;
                                currentPeriodEnd: string;
                                cancelAtPeriodEnd: boolean;
                                /** @enum {string|null} */
                                pendingTier: "silver" | "gold" | "platinum" | null;
                                /** @enum {string} */
                                paidWith: "card" | "coins" | "gift" | "trial";
                                renewalFailedAt: string | null;
                                endsUnlessFixedAt: string | null;
                                canUpdateCard: boolean;
                                testMode: boolean;
                            };
                        };
                    };
                };
            };
        };
    };
    PaymentsController_completeCardUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reference: string;
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            reference: string;
                            /** @enum {string} */
                            status: "pending" | "requires_action" | "processing" | "succeeded" | "failed";
                            actionUrl: string | null;
                            clientSecret: string | null;
                            failureMessage: string | null;
                            subscription: {
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                tier: "silver" | "gold" | "platinum";
                                /** @enum {string} */
                                period: "month" | "quarter" | "year";
                                /** @enum {string} */
                                status: "active" | "expired";
                                currency: string;
                                amountMinor: number;
                                priceText: string;
                                currentPeriodStart: string;
                                currentPeriodEnd: string;
                                cancelAtPeriodEnd: boolean;
                                /** @enum {string|null} */
                                pendingTier: "silver" | "gold" | "platinum" | null;
                                /** @enum {string} */
                                paidWith: "card" | "coins" | "gift" | "trial";
                                renewalFailedAt: string | null;
                                endsUnlessFixedAt: string | null;
                                canUpdateCard: boolean;
                                testMode: boolean;
                            };
                        };
                    };
                };
            };
        };
    };
    PaymentsController_preview: {
        parameters: {
            query: {
                tier: "silver" | "gold" | "platinum";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            tier: "silver" | "gold" | "platinum";
                            amountDueMinor: number;
                            amountDueText: string;
                            /** @enum {string} */
                            effective: "now" | "period-end";
                        };
                    };
                };
            };
        };
    };
    PaymentsController_change: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    tier: "silver" | "gold" | "platinum";
                    idempotencyKey: string;
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            subscription: {
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                tier: "silver" | "gold" | "platinum";
                                /** @enum {string} */
                                period: "month" | "quarter" | "year";
                                /** @enum {string} */
                                status: "active" | "expired";
                                currency: string;
                                amountMinor: number;
                                priceText: string;
                                currentPeriodStart: string;
                                currentPeriodEnd: string;
                                cancelAtPeriodEnd: boolean;
                                /** @enum {string|null} */
                                pendingTier: "silver" | "gold" | "platinum" | null;
                                /** @enum {string} */
                                paidWith: "card" | "coins" | "gift" | "trial";
                                renewalFailedAt: string | null;
                                endsUnlessFixedAt: string | null;
                                canUpdateCard: boolean;
                                testMode: boolean;
                            };
                            payment: {
                                reference: string;
                                /** @enum {string} */
                                kind: "coins" | "upgrade" | "gift" | "offer" | "proration";
                                /** @enum {string} */
                                status: "pending" | "requires_action" | "processing" | "succeeded" | "failed" | "canceled" | "refunded";
                                amountMinor: number;
                                currency: string;
                                amountText: string;
                                /** @enum {string|null} */
                                tier: "silver" | "gold" | "platinum" | null;
                                /** @enum {string|null} */
                                period: "month" | "quarter" | "year" | null;
                                coins: number | null;
                                recipient: {
                                    id: string;
                                    name: string;
                                } | null;
                                failureMessage: string | null;
                                actionUrl: string | null;
                                testMode: boolean;
                                /** @enum {string} */
                                gateway: "stripe" | "hosted";
                                cardEntry: {
                                    publishableKey: string;
                                    scriptUrl: string;
                                } | null;
                                clientSecret: string | null;
                                createdAt: string;
                                updatedAt: string;
                            } | null;
                        };
                    };
                };
            };
        };
    };
    CoinsPaymentsController_upgrade: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    tier: "silver" | "gold" | "platinum";
                    idempotencyKey: string;
                };
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            id: string;
                            /** @enum {string} */
                            tier: "silver" | "gold" | "platinum";
                            /** @enum {string} */
                            period: "month" | "quarter" | "year";
                            /** @enum {string} */
                            status: "active" | "expired";
                            currency: string;
                            amountMinor: number;
                            priceText: string;
                            currentPeriodStart: string;
                            currentPeriodEnd: string;
                            cancelAtPeriodEnd: boolean;
                            /** @enum {string|null} */
                            pendingTier: "silver" | "gold" | "platinum" | null;
                            /** @enum {string} */
                            paidWith: "card" | "coins" | "gift" | "trial";
                            renewalFailedAt: string | null;
                            endsUnlessFixedAt: string | null;
                            canUpdateCard: boolean;
                            testMode: boolean;
                        };
                    };
                };
            };
        };
    };
    CoinsPaymentsController_products: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            currency: string;
                            minCoins: number;
                            maxCoins: number;
                            approvalFromCoins: number;
                            products: {
                                coins: number;
                                payoutMinor: number;
                                payoutText: string;
                            }[];
                            available: boolean;
                            payoutAccount: string | null;
                        };
                    };
                };
            };
        };
    };
    CoinsPaymentsController_withdraw: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    coins: number;
                    idempotencyKey: string;
                };
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            id: string;
                            coins: number;
                            payoutMinor: number;
                            currency: string;
                            payoutText: string;
                            /** @enum {string} */
                            status: "awaiting-approval" | "queued" | "processing" | "paid" | "failed" | "rejected";
                            attempts: number;
                            failureReason: string | null;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
            };
        };
    };
    CoinsPaymentsController_mine: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: uuid */
                            id: string;
                            coins: number;
                            payoutMinor: number;
                            currency: string;
                            payoutText: string;
                            /** @enum {string} */
                            status: "awaiting-approval" | "queued" | "processing" | "paid" | "failed" | "rejected";
                            attempts: number;
                            failureReason: string | null;
                            createdAt: string;
                            updatedAt: string;
                        }[];
                    };
                };
            };
        };
    };
    StaffPaymentsController_payments: {
        parameters: {
            query?: {
                sort?: string;
                range?: string;
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StaffPaymentsController_payment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StaffPaymentsController_refund: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StaffPaymentsController_subscriptions: {
        parameters: {
            query?: {
                sort?: string;
                range?: string;
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StaffPaymentsController_withdrawals: {
        parameters: {
            query?: {
                sort?: string;
                range?: string;
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StaffPaymentsController_withdrawal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StaffPaymentsController_decide: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status: "queued" | "rejected";
                    reason?: string;
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StaffPaymentsController_memberMoney: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ChatController_rooms: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: {
                                id: string;
                                name: string;
                                count: number;
                                domain: string;
                                priority: number;
                                /** @enum {string} */
                                kind: "system" | "member";
                                owner: {
                                    id: string;
                                    name: string;
                                } | null;
                                subject: string;
                                detail: {
                                    images: boolean;
                                    only: boolean;
                                    protected: boolean;
                                    persistent: boolean;
                                };
                                verifiedOnly: boolean;
                                /** @enum {string|null} */
                                minTier: "free" | "silver" | "gold" | "platinum" | null;
                                maxOccupancy: number | null;
                                slowModeSeconds: number;
                            }[];
                        };
                    };
                };
            };
        };
    };
    ChatController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    roomname: string;
                    /** @default false */
                    only?: boolean;
                    /** @default false */
                    protectedroom?: boolean;
                    roomsecret?: string;
                    /** @default false */
                    persistentroom?: boolean;
                    /** @default true */
                    images?: boolean;
                };
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            name: string;
                            count: number;
                            domain: string;
                            priority: number;
                            /** @enum {string} */
                            kind: "system" | "member";
                            owner: {
                                id: string;
                                name: string;
                            } | null;
                            subject: string;
                            detail: {
                                images: boolean;
                                only: boolean;
                                protected: boolean;
                                persistent: boolean;
                            };
                            verifiedOnly: boolean;
                            /** @enum {string|null} */
                            minTier: "free" | "silver" | "gold" | "platinum" | null;
                            maxOccupancy: number | null;
                            slowModeSeconds: number;
                            keywordFilters: {
                                word: string;
                                /** @enum {string} */
                                action: "hide" | "report";
                            }[];
                            moderators: {
                                memberId: string;
                                name: string;
                                until: string | null;
                            }[];
                            bans: {
                                memberId: string;
                                name: string;
                                until: string | null;
                            }[];
                            silences: {
                                memberId: string;
                                name: string;
                                until: string | null;
                            }[];
                            /** @enum {string} */
                            myRank: "member" | "moderator" | "owner" | "staff";
                        };
                    };
                };
            };
        };
    };
    ChatController_room: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            name: string;
                            count: number;
                            domain: string;
                            priority: number;
                            /** @enum {string} */
                            kind: "system" | "member";
                            owner: {
                                id: string;
                                name: string;
                            } | null;
                            subject: string;
                            detail: {
                                images: boolean;
                                only: boolean;
                                protected: boolean;
                                persistent: boolean;
                            };
                            verifiedOnly: boolean;
                            /** @enum {string|null} */
                            minTier: "free" | "silver" | "gold" | "platinum" | null;
                            maxOccupancy: number | null;
                            slowModeSeconds: number;
                            keywordFilters: {
                                word: string;
                                /** @enum {string} */
                                action: "hide" | "report";
                            }[];
                            moderators: {
                                memberId: string;
                                name: string;
                                until: string | null;
                            }[];
                            bans: {
                                memberId: string;
                                name: string;
                                until: string | null;
                            }[];
                            silences: {
                                memberId: string;
                                name: string;
                                until: string | null;
                            }[];
                            /** @enum {string} */
                            myRank: "member" | "moderator" | "owner" | "staff";
                        };
                    };
                };
            };
        };
    };
    ChatController_close: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ChatController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    subject?: string;
                    slowModeSeconds?: number;
                    maxOccupancy?: number | null;
                    verifiedOnly?: boolean;
                    /** @enum {string|null} */
                    minTier?: "free" | "silver" | "gold" | "platinum" | null;
                    images?: boolean;
                    only?: boolean;
                    roomsecret?: string | null;
                    keywordFilters?: {
                        word: string;
                        /** @enum {string} */
                        action: "hide" | "report";
                    }[];
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            name: string;
                            count: number;
                            domain: string;
                            priority: number;
                            /** @enum {string} */
                            kind: "system" | "member";
                            owner: {
                                id: string;
                                name: string;
                            } | null;
                            subject: string;
                            detail: {
                                images: boolean;
                                only: boolean;
                                protected: boolean;
                                persistent: boolean;
                            };
                            verifiedOnly: boolean;
                            /** @enum {string|null} */
                            minTier: "free" | "silver" | "gold" | "platinum" | null;
                            maxOccupancy: number | null;
                            slowModeSeconds: number;
                            keywordFilters: {
                                word: string;
                                /** @enum {string} */
                                action: "hide" | "report";
                            }[];
                            moderators: {
                                memberId: string;
                                name: string;
                                until: string | null;
                            }[];
                            bans: {
                                memberId: string;
                                name: string;
                                until: string | null;
                            }[];
                            silences: {
                                memberId: string;
                                name: string;
                                until: string | null;
                            }[];
                            /** @enum {string} */
                            myRank: "member" | "moderator" | "owner" | "staff";
                        };
                    };
                };
            };
        };
    };
    ChatController_moderate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    action: "kick" | "ban" | "unban" | "silence" | "unsilence" | "moderator" | "unmoderator";
                    /** Format: uuid */
                    memberId: string;
                    minutes?: number | null;
                    /** @default  */
                    reason?: string;
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            name: string;
                            count: number;
                            domain: string;
                            priority: number;
                            /** @enum {string} */
                            kind: "system" | "member";
                            owner: {
                                id: string;
                                name: string;
                            } | null;
                            subject: string;
                            detail: {
                                images: boolean;
                                only: boolean;
                                protected: boolean;
                                persistent: boolean;
                            };
                            verifiedOnly: boolean;
                            /** @enum {string|null} */
                            minTier: "free" | "silver" | "gold" | "platinum" | null;
                            maxOccupancy: number | null;
                            slowModeSeconds: number;
                            keywordFilters: {
                                word: string;
                                /** @enum {string} */
                                action: "hide" | "report";
                            }[];
                            moderators: {
                                memberId: string;
                                name: string;
                                until: string | null;
                            }[];
                            bans: {
                                memberId: string;
                                name: string;
                                until: string | null;
                            }[];
                            silences: {
                                memberId: string;
                                name: string;
                                until: string | null;
                            }[];
                            /** @enum {string} */
                            myRank: "member" | "moderator" | "owner" | "staff";
                        };
                    };
                };
            };
        };
    };
    ChatController_report: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    messageId: string;
                    /** @enum {string} */
                    reason: "harassment" | "hate" | "spam" | "scam" | "underage" | "illegal" | "other";
                    /** @default  */
                    details?: string;
                };
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            /** @enum {string} */
                            status: "open" | "handled" | "dismissed";
                            createdAt: string;
                            message: string;
                        };
                    };
                };
            };
        };
    };
    ChatController_auth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            memberId: string;
                            nick: string;
                            /** @enum {string} */
                            rank: "member" | "staff";
                            canChat: boolean;
                            /** @enum {string|null} */
                            reason: "unconfirmed" | "unavailable" | null;
                            /** @enum {string} */
                            transport: "socket.io";
                            socketPath: string;
                        };
                    };
                };
            };
        };
    };
    ChatController_settings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            camFormat: "4:3" | "16:9";
                            /** @enum {string} */
                            camOrientation: "landscape" | "portrait";
                            /** @enum {string} */
                            camSize: "small" | "medium" | "large";
                            imgRooms: boolean;
                            imgPms: boolean;
                            mentionSound: boolean;
                            /** @enum {string} */
                            pmFilter: "everyone" | "friends" | "nobody";
                            pmSound: boolean;
                            viewClassic: boolean;
                            viewCompact: boolean;
                            viewHideBlocked: boolean;
                            nick: string | null;
                        };
                    };
                };
            };
        };
    };
    ChatController_updateSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    camFormat?: "4:3" | "16:9";
                    /** @enum {string} */
                    camOrientation?: "landscape" | "portrait";
                    /** @enum {string} */
                    camSize?: "small" | "medium" | "large";
                    imgRooms?: boolean;
                    imgPms?: boolean;
                    mentionSound?: boolean;
                    /** @enum {string} */
                    pmFilter?: "everyone" | "friends" | "nobody";
                    pmSound?: boolean;
                    viewClassic?: boolean;
                    viewCompact?: boolean;
                    viewHideBlocked?: boolean;
                    nick?: string | null;
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            camFormat: "4:3" | "16:9";
                            /** @enum {string} */
                            camOrientation: "landscape" | "portrait";
                            /** @enum {string} */
                            camSize: "small" | "medium" | "large";
                            imgRooms: boolean;
                            imgPms: boolean;
                            mentionSound: boolean;
                            /** @enum {string} */
                            pmFilter: "everyone" | "friends" | "nobody";
                            pmSound: boolean;
                            viewClassic: boolean;
                            viewCompact: boolean;
                            viewHideBlocked: boolean;
                            nick: string | null;
                        };
                    };
                };
            };
        };
    };
    StaffChatController_audit: {
        parameters: {
            query?: {
                sort?: string;
                range?: string;
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        roomId: string | null;
                        roomName: string;
                        actorId: string | null;
                        actorName: string;
                        action: string;
                        targetId: string | null;
                        targetName: string;
                        detail: {
                            [key: string]: unknown;
                        };
                        createdAt: string;
                    }[];
                };
            };
        };
    };
    StaffChatController_reports: {
        parameters: {
            query?: {
                sort?: string;
                range?: string;
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        roomId: string | null;
                        roomName: string;
                        messageId: string;
                        senderId: string | null;
                        senderName: string;
                        body: string;
                        mediaId: string | null;
                        /** @enum {string} */
                        source: "member" | "keyword";
                        reporterId: string | null;
                        reporterName: string;
                        reason: string;
                        details: string;
                        reportId: string | null;
                        createdAt: string;
                    }[];
                };
            };
        };
    };
    TicketsController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            reference: string;
                            /** @enum {string} */
                            category: "account" | "billing" | "technical" | "safety" | "content" | "other";
                            subject: string;
                            /** @enum {string} */
                            status: "open" | "waiting" | "resolved" | "closed";
                            createdAt: string;
                            updatedAt: string;
                            unread: boolean;
                        }[];
                    };
                };
            };
        };
    };
    TicketsController_open: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    category: "account" | "billing" | "technical" | "safety" | "content" | "other";
                    subject: string;
                    body: string;
                    /** Format: uuid */
                    clientId?: string;
                    /** Format: uuid */
                    attachmentId?: string;
                };
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            reference: string;
                            /** @enum {string} */
                            category: "account" | "billing" | "technical" | "safety" | "content" | "other";
                            subject: string;
                            /** @enum {string} */
                            status: "open" | "waiting" | "resolved" | "closed";
                            createdAt: string;
                            updatedAt: string;
                            unread: boolean;
                            messages: {
                                id: string;
                                /** @enum {string} */
                                authorKind: "member" | "staff";
                                authorName: string | null;
                                body: string;
                                internal: boolean;
                                createdAt: string;
                                attachment?: {
                                    id: string;
                                    /** @enum {string} */
                                    kind: "image" | "pdf";
                                    filename: string;
                                    contentType: string;
                                    size: number;
                                    url: string;
                                } | null;
                            }[];
                        };
                    };
                };
            };
        };
    };
    TicketsController_upload: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            /** @enum {string} */
                            kind: "image" | "pdf";
                            filename: string;
                            contentType: string;
                            size: number;
                        };
                    };
                };
            };
        };
    };
    TicketsController_attachment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                reference: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    TicketsController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                reference: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            reference: string;
                            /** @enum {string} */
                            category: "account" | "billing" | "technical" | "safety" | "content" | "other";
                            subject: string;
                            /** @enum {string} */
                            status: "open" | "waiting" | "resolved" | "closed";
                            createdAt: string;
                            updatedAt: string;
                            unread: boolean;
                            messages: {
                                id: string;
                                /** @enum {string} */
                                authorKind: "member" | "staff";
                                authorName: string | null;
                                body: string;
                                internal: boolean;
                                createdAt: string;
                                attachment?: {
                                    id: string;
                                    /** @enum {string} */
                                    kind: "image" | "pdf";
                                    filename: string;
                                    contentType: string;
                                    size: number;
                                    url: string;
                                } | null;
                            }[];
                        };
                    };
                };
            };
        };
    };
    TicketsController_reply: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                reference: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    body: string;
                    /** Format: uuid */
                    clientId?: string;
                    /** Format: uuid */
                    attachmentId?: string;
                };
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            reference: string;
                            /** @enum {string} */
                            category: "account" | "billing" | "technical" | "safety" | "content" | "other";
                            subject: string;
                            /** @enum {string} */
                            status: "open" | "waiting" | "resolved" | "closed";
                            createdAt: string;
                            updatedAt: string;
                            unread: boolean;
                            messages: {
                                id: string;
                                /** @enum {string} */
                                authorKind: "member" | "staff";
                                authorName: string | null;
                                body: string;
                                internal: boolean;
                                createdAt: string;
                                attachment?: {
                                    id: string;
                                    /** @enum {string} */
                                    kind: "image" | "pdf";
                                    filename: string;
                                    contentType: string;
                                    size: number;
                                    url: string;
                                } | null;
                            }[];
                        };
                    };
                };
            };
        };
    };
    TicketsController_close: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                reference: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            reference: string;
                            /** @enum {string} */
                            category: "account" | "billing" | "technical" | "safety" | "content" | "other";
                            subject: string;
                            /** @enum {string} */
                            status: "open" | "waiting" | "resolved" | "closed";
                            createdAt: string;
                            updatedAt: string;
                            unread: boolean;
                            messages: {
                                id: string;
                                /** @enum {string} */
                                authorKind: "member" | "staff";
                                authorName: string | null;
                                body: string;
                                internal: boolean;
                                createdAt: string;
                                attachment?: {
                                    id: string;
                                    /** @enum {string} */
                                    kind: "image" | "pdf";
                                    filename: string;
                                    contentType: string;
                                    size: number;
                                    url: string;
                                } | null;
                            }[];
                        };
                    };
                };
            };
        };
    };
    StaffTicketsController_list: {
        parameters: {
            query?: {
                sort?: string;
                range?: string;
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        reference: string;
                        memberId: string;
                        memberName: string | null;
                        variant: string;
                        /** @enum {string} */
                        category: "account" | "billing" | "technical" | "safety" | "content" | "other";
                        subject: string;
                        /** @enum {string} */
                        status: "open" | "waiting" | "resolved" | "closed";
                        /** @enum {string} */
                        priority: "low" | "normal" | "high" | "urgent";
                        assigneeId: string | null;
                        assigneeName: string | null;
                        reportId: string | null;
                        context: {
                            [key: string]: unknown;
                        } | null;
                        createdById: string | null;
                        createdAt: string;
                        updatedAt: string;
                        firstResponseDueAt: string;
                        firstResponseAt: string | null;
                        overdue: boolean;
                        messages?: {
                            id: string;
                            /** @enum {string} */
                            authorKind: "member" | "staff";
                            authorName: string | null;
                            body: string;
                            internal: boolean;
                            createdAt: string;
                            attachment?: {
                                id: string;
                                /** @enum {string} */
                                kind: "image" | "pdf";
                                filename: string;
                                contentType: string;
                                size: number;
                                url: string;
                            } | null;
                        }[];
                    }[];
                };
            };
        };
    };
    StaffTicketsController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    memberId?: string;
                    memberName?: string;
                    /** Format: uuid */
                    reportId?: string;
                    /** Format: uuid */
                    paymentId?: string;
                    /** @enum {string} */
                    category: "account" | "billing" | "technical" | "safety" | "content" | "other";
                    subject: string;
                    body: string;
                    /**
                     * @default normal
                     * @enum {string}
                     */
                    priority?: "low" | "normal" | "high" | "urgent";
                    /** Format: uuid */
                    clientId?: string;
                };
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        reference: string;
                        memberId: string;
                        memberName: string | null;
                        variant: string;
                        /** @enum {string} */
                        category: "account" | "billing" | "technical" | "safety" | "content" | "other";
                        subject: string;
                        /** @enum {string} */
                        status: "open" | "waiting" | "resolved" | "closed";
                        /** @enum {string} */
                        priority: "low" | "normal" | "high" | "urgent";
                        assigneeId: string | null;
                        assigneeName: string | null;
                        reportId: string | null;
                        context: {
                            [key: string]: unknown;
                        } | null;
                        createdById: string | null;
                        createdAt: string;
                        updatedAt: string;
                        firstResponseDueAt: string;
                        firstResponseAt: string | null;
                        overdue: boolean;
                        messages?: {
                            id: string;
                            /** @enum {string} */
                            authorKind: "member" | "staff";
                            authorName: string | null;
                            body: string;
                            internal: boolean;
                            createdAt: string;
                            attachment?: {
                                id: string;
                                /** @enum {string} */
                                kind: "image" | "pdf";
                                filename: string;
                                contentType: string;
                                size: number;
                                url: string;
                            } | null;
                        }[];
                    };
                };
            };
        };
    };
    StaffTicketsController_upload: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @enum {string} */
                        kind: "image" | "pdf";
                        filename: string;
                        contentType: string;
                        size: number;
                    };
                };
            };
        };
    };
    StaffTicketsController_attachment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                reference: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StaffTicketsController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                reference: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        reference: string;
                        memberId: string;
                        memberName: string | null;
                        variant: string;
                        /** @enum {string} */
                        category: "account" | "billing" | "technical" | "safety" | "content" | "other";
                        subject: string;
                        /** @enum {string} */
                        status: "open" | "waiting" | "resolved" | "closed";
                        /** @enum {string} */
                        priority: "low" | "normal" | "high" | "urgent";
                        assigneeId: string | null;
                        assigneeName: string | null;
                        reportId: string | null;
                        context: {
                            [key: string]: unknown;
                        } | null;
                        createdById: string | null;
                        createdAt: string;
                        updatedAt: string;
                        firstResponseDueAt: string;
                        firstResponseAt: string | null;
                        overdue: boolean;
                        messages?: {
                            id: string;
                            /** @enum {string} */
                            authorKind: "member" | "staff";
                            authorName: string | null;
                            body: string;
                            internal: boolean;
                            createdAt: string;
                            attachment?: {
                                id: string;
                                /** @enum {string} */
                                kind: "image" | "pdf";
                                filename: string;
                                contentType: string;
                                size: number;
                                url: string;
                            } | null;
                        }[];
                    };
                };
            };
        };
    };
    StaffTicketsController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                reference: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status?: "open" | "waiting" | "resolved" | "closed";
                    /** @enum {string} */
                    priority?: "low" | "normal" | "high" | "urgent";
                    /** Format: uuid */
                    assigneeId?: string | null;
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        reference: string;
                        memberId: string;
                        memberName: string | null;
                        variant: string;
                        /** @enum {string} */
                        category: "account" | "billing" | "technical" | "safety" | "content" | "other";
                        subject: string;
                        /** @enum {string} */
                        status: "open" | "waiting" | "resolved" | "closed";
                        /** @enum {string} */
                        priority: "low" | "normal" | "high" | "urgent";
                        assigneeId: string | null;
                        assigneeName: string | null;
                        reportId: string | null;
                        context: {
                            [key: string]: unknown;
                        } | null;
                        createdById: string | null;
                        createdAt: string;
                        updatedAt: string;
                        firstResponseDueAt: string;
                        firstResponseAt: string | null;
                        overdue: boolean;
                        messages?: {
                            id: string;
                            /** @enum {string} */
                            authorKind: "member" | "staff";
                            authorName: string | null;
                            body: string;
                            internal: boolean;
                            createdAt: string;
                            attachment?: {
                                id: string;
                                /** @enum {string} */
                                kind: "image" | "pdf";
                                filename: string;
                                contentType: string;
                                size: number;
                                url: string;
                            } | null;
                        }[];
                    };
                };
            };
        };
    };
    StaffTicketsController_message: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                reference: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    body: string;
                    /** @default false */
                    internal?: boolean;
                    /** @enum {string} */
                    status?: "open" | "waiting" | "resolved" | "closed";
                    /** Format: uuid */
                    clientId?: string;
                    /** Format: uuid */
                    attachmentId?: string;
                };
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        reference: string;
                        memberId: string;
                        memberName: string | null;
                        variant: string;
                        /** @enum {string} */
                        category: "account" | "billing" | "technical" | "safety" | "content" | "other";
                        subject: string;
                        /** @enum {string} */
                        status: "open" | "waiting" | "resolved" | "closed";
                        /** @enum {string} */
                        priority: "low" | "normal" | "high" | "urgent";
                        assigneeId: string | null;
                        assigneeName: string | null;
                        reportId: string | null;
                        context: {
                            [key: string]: unknown;
                        } | null;
                        createdById: string | null;
                        createdAt: string;
                        updatedAt: string;
                        firstResponseDueAt: string;
                        firstResponseAt: string | null;
                        overdue: boolean;
                        messages?: {
                            id: string;
                            /** @enum {string} */
                            authorKind: "member" | "staff";
                            authorName: string | null;
                            body: string;
                            internal: boolean;
                            createdAt: string;
                            attachment?: {
                                id: string;
                                /** @enum {string} */
                                kind: "image" | "pdf";
                                filename: string;
                                contentType: string;
                                size: number;
                                url: string;
                            } | null;
                        }[];
                    };
                };
            };
        };
    };
    ForumController_categories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: {
                                id: string;
                                slug: string;
                                name: string;
                                description: string;
                                colour: string;
                                position: number;
                                /** @enum {string} */
                                posting: "everyone" | "verified" | "staff";
                                questions: boolean;
                                /** @enum {string} */
                                defaultSort: "latest" | "newest" | "votes";
                                topicCount: number;
                                postCount: number;
                                latest: {
                                    postId: string;
                                    topicId: string;
                                    topicSlug: string;
                                    topicTitle: string;
                                    author: {
                                        id: string;
                                        name: string;
                                        avatar: {
                                            small: string | null;
                                            medium: string | null;
                                            large: string | null;
                                            "large-thumbnail": string | null;
                                            /** @description random colour variant 1–4 for members without a photo */
                                            colour: number;
                                        };
                                    } | null;
                                    createdAt: string;
                                    page: number;
                                } | null;
                                viewer: {
                                    canPost: boolean;
                                    /** @enum {string|null} */
                                    postingRefusal: "verified" | "staff" | null;
                                    /** @enum {string} */
                                    watch: "watching" | "tracking" | "normal" | "muted";
                                    unread: number;
                                    newTopics: number;
                                };
                            }[];
                        };
                    };
                };
            };
        };
    };
    ForumController_topics: {
        parameters: {
            query?: {
                /** @description default: the category's defaultSort */
                sort?: "latest" | "newest" | "votes";
                after?: string;
                limit?: number;
            };
            header?: never;
            path: {
                category: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: {
                                id: string;
                                slug: string;
                                title: string;
                                categoryId: string;
                                categorySlug: string;
                                author: {
                                    id: string;
                                    name: string;
                                    avatar: {
                                        small: string | null;
                                        medium: string | null;
                                        large: string | null;
                                        "large-thumbnail": string | null;
                                        /** @description random colour variant 1–4 for members without a photo */
                                        colour: number;
                                    };
                                } | null;
                                createdAt: string;
                                lastPostAt: string;
                                lastPoster: {
                                    id: string;
                                    name: string;
                                    avatar: {
                                        small: string | null;
                                        medium: string | null;
                                        large: string | null;
                                        "large-thumbnail": string | null;
                                        /** @description random colour variant 1–4 for members without a photo */
                                        colour: number;
                                    };
                                } | null;
                                replyCount: number;
                                pageCount: number;
                                score: number;
                                pinned: boolean;
                                locked: boolean;
                                hasAcceptedAnswer: boolean;
                                excerpt: string;
                                viewer: {
                                    unread: number | null;
                                    /** @enum {string} */
                                    watch: "watching" | "tracking" | "normal" | "muted";
                                    vote: 1 | -1 | 0;
                                    collapsed: boolean;
                                };
                            }[];
                            next: string | null;
                            category: {
                                id: string;
                                slug: string;
                                name: string;
                                description: string;
                                colour: string;
                                position: number;
                                /** @enum {string} */
                                posting: "everyone" | "verified" | "staff";
                                questions: boolean;
                                /** @enum {string} */
                                defaultSort: "latest" | "newest" | "votes";
                                topicCount: number;
                                postCount: number;
                                latest: {
                                    postId: string;
                                    topicId: string;
                                    topicSlug: string;
                                    topicTitle: string;
                                    author: {
                                        id: string;
                                        name: string;
                                        avatar: {
                                            small: string | null;
                                            medium: string | null;
                                            large: string | null;
                                            "large-thumbnail": string | null;
                                            /** @description random colour variant 1–4 for members without a photo */
                                            colour: number;
                                        };
                                    } | null;
                                    createdAt: string;
                                    page: number;
                                } | null;
                                viewer: {
                                    canPost: boolean;
                                    /** @enum {string|null} */
                                    postingRefusal: "verified" | "staff" | null;
                                    /** @enum {string} */
                                    watch: "watching" | "tracking" | "normal" | "muted";
                                    unread: number;
                                    newTopics: number;
                                };
                            };
                            /** @enum {string} */
                            sort: "latest" | "newest" | "votes";
                            pinned: {
                                id: string;
                                slug: string;
                                title: string;
                                categoryId: string;
                                categorySlug: string;
                                author: {
                                    id: string;
                                    name: string;
                                    avatar: {
                                        small: string | null;
                                        medium: string | null;
                                        large: string | null;
                                        "large-thumbnail": string | null;
                                        /** @description random colour variant 1–4 for members without a photo */
                                        colour: number;
                                    };
                                } | null;
                                createdAt: string;
                                lastPostAt: string;
                                lastPoster: {
                                    id: string;
                                    name: string;
                                    avatar: {
                                        small: string | null;
                                        medium: string | null;
                                        large: string | null;
                                        "large-thumbnail": string | null;
                                        /** @description random colour variant 1–4 for members without a photo */
                                        colour: number;
                                    };
                                } | null;
                                replyCount: number;
                                pageCount: number;
                                score: number;
                                pinned: boolean;
                                locked: boolean;
                                hasAcceptedAnswer: boolean;
                                excerpt: string;
                                viewer: {
                                    unread: number | null;
                                    /** @enum {string} */
                                    watch: "watching" | "tracking" | "normal" | "muted";
                                    vote: 1 | -1 | 0;
                                    collapsed: boolean;
                                };
                            }[];
                        };
                    };
                };
            };
        };
    };
    ForumController_create: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                category: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    body: string;
                };
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            topicId: string;
                            topicSlug: string;
                            categorySlug: string;
                            postId: string;
                            number: number;
                            page: number;
                        };
                    };
                };
            };
        };
    };
    ForumController_topic: {
        parameters: {
            query?: {
                page?: number;
                post?: string;
            };
            header?: never;
            path: {
                category: string;
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            slug: string;
                            title: string;
                            category: {
                                id: string;
                                slug: string;
                                name: string;
                                description: string;
                                colour: string;
                                position: number;
                                /** @enum {string} */
                                posting: "everyone" | "verified" | "staff";
                                questions: boolean;
                                /** @enum {string} */
                                defaultSort: "latest" | "newest" | "votes";
                                topicCount: number;
                                postCount: number;
                                latest: {
                                    postId: string;
                                    topicId: string;
                                    topicSlug: string;
                                    topicTitle: string;
                                    author: {
                                        id: string;
                                        name: string;
                                        avatar: {
                                            small: string | null;
                                            medium: string | null;
                                            large: string | null;
                                            "large-thumbnail": string | null;
                                            /** @description random colour variant 1–4 for members without a photo */
                                            colour: number;
                                        };
                                    } | null;
                                    createdAt: string;
                                    page: number;
                                } | null;
                                viewer: {
                                    canPost: boolean;
                                    /** @enum {string|null} */
                                    postingRefusal: "verified" | "staff" | null;
                                    /** @enum {string} */
                                    watch: "watching" | "tracking" | "normal" | "muted";
                                    unread: number;
                                    newTopics: number;
                                };
                            };
                            author: {
                                id: string;
                                name: string;
                                avatar: {
                                    small: string | null;
                                    medium: string | null;
                                    large: string | null;
                                    "large-thumbnail": string | null;
                                    /** @description random colour variant 1–4 for members without a photo */
                                    colour: number;
                                };
                            } | null;
                            createdAt: string;
                            lastPostAt: string;
                            postCount: number;
                            score: number;
                            pinned: boolean;
                            locked: boolean;
                            acceptedPostId: string | null;
                            page: number;
                            pageCount: number;
                            acceptedAnswer: {
                                id: string;
                                topicId: string;
                                number: number;
                                author: {
                                    id: string;
                                    name: string;
                                    avatar: {
                                        small: string | null;
                                        medium: string | null;
                                        large: string | null;
                                        "large-thumbnail": string | null;
                                        /** @description random colour variant 1–4 for members without a photo */
                                        colour: number;
                                    };
                                } | null;
                                html: string;
                                /** @enum {string} */
                                state: "visible" | "deleted" | "hidden";
                                quote: {
                                    postId: string;
                                    topicId: string;
                                    page: number;
                                    author: {
                                        id: string;
                                        name: string;
                                        avatar: {
                                            small: string | null;
                                            medium: string | null;
                                            large: string | null;
                                            "large-thumbnail": string | null;
                                            /** @description random colour variant 1–4 for members without a photo */
                                            colour: number;
                                        };
                                    } | null;
                                    excerpt: string;
                                } | null;
                                createdAt: string;
                                editedAt: string | null;
                                score: number;
                                accepted: boolean;
                                viewer: {
                                    vote: 1 | -1 | 0;
                                    canEdit: boolean;
                                    canDelete: boolean;
                                    canReport: boolean;
                                    collapsed: boolean;
                                };
                            } | null;
                            posts: {
                                id: string;
                                topicId: string;
                                number: number;
                                author: {
                                    id: string;
                                    name: string;
                                    avatar: {
                                        small: string | null;
                                        medium: string | null;
                                        large: string | null;
                                        "large-thumbnail": string | null;
                                        /** @description random colour variant 1–4 for members without a photo */
                                        colour: number;
                                    };
                                } | null;
                                html: string;
                                /** @enum {string} */
                                state: "visible" | "deleted" | "hidden";
                                quote: {
                                    postId: string;
                                    topicId: string;
                                    page: number;
                                    author: {
                                        id: string;
                                        name: string;
                                        avatar: {
                                            small: string | null;
                                            medium: string | null;
                                            large: string | null;
                                            "large-thumbnail": string | null;
                                            /** @description random colour variant 1–4 for members without a photo */
                                            colour: number;
                                        };
                                    } | null;
                                    excerpt: string;
                                } | null;
                                createdAt: string;
                                editedAt: string | null;
                                score: number;
                                accepted: boolean;
                                viewer: {
                                    vote: 1 | -1 | 0;
                                    canEdit: boolean;
                                    canDelete: boolean;
                                    canReport: boolean;
                                    collapsed: boolean;
                                };
                            }[];
                            viewer: {
                                vote: 1 | -1 | 0;
                                /** @enum {string} */
                                watch: "watching" | "tracking" | "normal" | "muted";
                                /** @enum {string|null} */
                                watchOwn: "watching" | "tracking" | "normal" | "muted" | null;
                                canReply: boolean;
                                /** @enum {string|null} */
                                replyRefusal: "guest" | "locked" | "verified" | "staff" | null;
                                canModerate: boolean;
                                canAccept: boolean;
                                firstUnreadPostId: string | null;
                                firstUnreadPage: number | null;
                                unread: number;
                                lastReadNumber: number;
                            };
                        };
                    };
                };
            };
        };
    };
    ForumController_post: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                post: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            topicId: string;
                            number: number;
                            author: {
                                id: string;
                                name: string;
                                avatar: {
                                    small: string | null;
                                    medium: string | null;
                                    large: string | null;
                                    "large-thumbnail": string | null;
                                    /** @description random colour variant 1–4 for members without a photo */
                                    colour: number;
                                };
                            } | null;
                            html: string;
                            /** @enum {string} */
                            state: "visible" | "deleted" | "hidden";
                            quote: {
                                postId: string;
                                topicId: string;
                                page: number;
                                author: {
                                    id: string;
                                    name: string;
                                    avatar: {
                                        small: string | null;
                                        medium: string | null;
                                        large: string | null;
                                        "large-thumbnail": string | null;
                                        /** @description random colour variant 1–4 for members without a photo */
                                        colour: number;
                                    };
                                } | null;
                                excerpt: string;
                            } | null;
                            createdAt: string;
                            editedAt: string | null;
                            score: number;
                            accepted: boolean;
                            viewer: {
                                vote: 1 | -1 | 0;
                                canEdit: boolean;
                                canDelete: boolean;
                                canReport: boolean;
                                collapsed: boolean;
                            };
                            location: {
                                topicId: string;
                                topicSlug: string;
                                categorySlug: string;
                                postId: string;
                                number: number;
                                page: number;
                            };
                        };
                    };
                };
            };
        };
    };
    ForumController_edit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                post: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    body: string;
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            topicId: string;
                            number: number;
                            author: {
                                id: string;
                                name: string;
                                avatar: {
                                    small: string | null;
                                    medium: string | null;
                                    large: string | null;
                                    "large-thumbnail": string | null;
                                    /** @description random colour variant 1–4 for members without a photo */
                                    colour: number;
                                };
                            } | null;
                            html: string;
                            /** @enum {string} */
                            state: "visible" | "deleted" | "hidden";
                            quote: {
                                postId: string;
                                topicId: string;
                                page: number;
                                author: {
                                    id: string;
                                    name: string;
                                    avatar: {
                                        small: string | null;
                                        medium: string | null;
                                        large: string | null;
                                        "large-thumbnail": string | null;
                                        /** @description random colour variant 1–4 for members without a photo */
                                        colour: number;
                                    };
                                } | null;
                                excerpt: string;
                            } | null;
                            createdAt: string;
                            editedAt: string | null;
                            score: number;
                            accepted: boolean;
                            viewer: {
                                vote: 1 | -1 | 0;
                                canEdit: boolean;
                                canDelete: boolean;
                                canReport: boolean;
                                collapsed: boolean;
                            };
                            location: {
                                topicId: string;
                                topicSlug: string;
                                categorySlug: string;
                                postId: string;
                                number: number;
                                page: number;
                            };
                        };
                    };
                };
            };
        };
    };
    ForumController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                post: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason?: string;
                } | null;
            };
        };
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ForumController_history: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                post: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: {
                                html: string;
                                editedAt: string;
                                editor: {
                                    id: string;
                                    name: string;
                                    avatar: {
                                        small: string | null;
                                        medium: string | null;
                                        large: string | null;
                                        "large-thumbnail": string | null;
                                        /** @description random colour variant 1–4 for members without a photo */
                                        colour: number;
                                    };
                                } | null;
                            }[];
                        };
                    };
                };
            };
        };
    };
    ForumController_read: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                topic: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    number: number;
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            lastReadNumber: number;
                            unread: number;
                        };
                    };
                };
            };
        };
    };
    ForumController_reply: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    topicId: string;
                    body: string;
                    /** Format: uuid */
                    quotePostId?: string;
                };
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            topicId: string;
                            topicSlug: string;
                            categorySlug: string;
                            postId: string;
                            number: number;
                            page: number;
                        };
                    };
                };
            };
        };
    };
    ForumController_editable: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                topic: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            slug: string;
                            categorySlug: string;
                            title: string;
                            firstPostId: string;
                            body: string;
                        };
                    };
                };
            };
        };
    };
    ForumController_editTopic: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                topic: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    body: string;
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            topicId: string;
                            topicSlug: string;
                            categorySlug: string;
                            postId: string;
                            number: number;
                            page: number;
                        };
                    };
                };
            };
        };
    };
    ForumController_voteTopic: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                topic: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    value: 1 | -1 | 0;
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            value: 1 | -1 | 0;
                            score: number;
                        };
                    };
                };
            };
        };
    };
    ForumController_votePost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                post: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    value: 1 | -1 | 0;
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            value: 1 | -1 | 0;
                            score: number;
                        };
                    };
                };
            };
        };
    };
    ForumController_watchTopic: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                topic: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string|null} */
                    level: "watching" | "tracking" | "normal" | "muted" | null;
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            level: "watching" | "tracking" | "normal" | "muted";
                            /** @enum {string|null} */
                            own: "watching" | "tracking" | "normal" | "muted" | null;
                        };
                    };
                };
            };
        };
    };
    ForumController_watchCategory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                category: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string|null} */
                    level: "watching" | "tracking" | "normal" | "muted" | null;
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            level: "watching" | "tracking" | "normal" | "muted";
                            /** @enum {string|null} */
                            own: "watching" | "tracking" | "normal" | "muted" | null;
                        };
                    };
                };
            };
        };
    };
    ForumController_accept: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                topic: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    postId: string | null;
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            slug: string;
                            title: string;
                            category: {
                                id: string;
                                slug: string;
                                name: string;
                                description: string;
                                colour: string;
                                position: number;
                                /** @enum {string} */
                                posting: "everyone" | "verified" | "staff";
                                questions: boolean;
                                /** @enum {string} */
                                defaultSort: "latest" | "newest" | "votes";
                                topicCount: number;
                                postCount: number;
                                latest: {
                                    postId: string;
                                    topicId: string;
                                    topicSlug: string;
                                    topicTitle: string;
                                    author: {
                                        id: string;
                                        name: string;
                                        avatar: {
                                            small: string | null;
                                            medium: string | null;
                                            large: string | null;
                                            "large-thumbnail": string | null;
                                            /** @description random colour variant 1–4 for members without a photo */
                                            colour: number;
                                        };
                                    } | null;
                                    createdAt: string;
                                    page: number;
                                } | null;
                                viewer: {
                                    canPost: boolean;
                                    /** @enum {string|null} */
                                    postingRefusal: "verified" | "staff" | null;
                                    /** @enum {string} */
                                    watch: "watching" | "tracking" | "normal" | "muted";
                                    unread: number;
                                    newTopics: number;
                                };
                            };
                            author: {
                                id: string;
                                name: string;
                                avatar: {
                                    small: string | null;
                                    medium: string | null;
                                    large: string | null;
                                    "large-thumbnail": string | null;
                                    /** @description random colour variant 1–4 for members without a photo */
                                    colour: number;
                                };
                            } | null;
                            createdAt: string;
                            lastPostAt: string;
                            postCount: number;
                            score: number;
                            pinned: boolean;
                            locked: boolean;
                            acceptedPostId: string | null;
                            page: number;
                            pageCount: number;
                            acceptedAnswer: {
                                id: string;
                                topicId: string;
                                number: number;
                                author: {
                                    id: string;
                                    name: string;
                                    avatar: {
                                        small: string | null;
                                        medium: string | null;
                                        large: string | null;
                                        "large-thumbnail": string | null;
                                        /** @description random colour variant 1–4 for members without a photo */
                                        colour: number;
                                    };
                                } | null;
                                html: string;
                                /** @enum {string} */
                                state: "visible" | "deleted" | "hidden";
                                quote: {
                                    postId: string;
                                    topicId: string;
                                    page: number;
                                    author: {
                                        id: string;
                                        name: string;
                                        avatar: {
                                            small: string | null;
                                            medium: string | null;
                                            large: string | null;
                                            "large-thumbnail": string | null;
                                            /** @description random colour variant 1–4 for members without a photo */
                                            colour: number;
                                        };
                                    } | null;
                                    excerpt: string;
                                } | null;
                                createdAt: string;
                                editedAt: string | null;
                                score: number;
                                accepted: boolean;
                                viewer: {
                                    vote: 1 | -1 | 0;
                                    canEdit: boolean;
                                    canDelete: boolean;
                                    canReport: boolean;
                                    collapsed: boolean;
                                };
                            } | null;
                            posts: {
                                id: string;
                                topicId: string;
                                number: number;
                                author: {
                                    id: string;
                                    name: string;
                                    avatar: {
                                        small: string | null;
                                        medium: string | null;
                                        large: string | null;
                                        "large-thumbnail": string | null;
                                        /** @description random colour variant 1–4 for members without a photo */
                                        colour: number;
                                    };
                                } | null;
                                html: string;
                                /** @enum {string} */
                                state: "visible" | "deleted" | "hidden";
                                quote: {
                                    postId: string;
                                    topicId: string;
                                    page: number;
                                    author: {
                                        id: string;
                                        name: string;
                                        avatar: {
                                            small: string | null;
                                            medium: string | null;
                                            large: string | null;
                                            "large-thumbnail": string | null;
                                            /** @description random colour variant 1–4 for members without a photo */
                                            colour: number;
                                        };
                                    } | null;
                                    excerpt: string;
                                } | null;
                                createdAt: string;
                                editedAt: string | null;
                                score: number;
                                accepted: boolean;
                                viewer: {
                                    vote: 1 | -1 | 0;
                                    canEdit: boolean;
                                    canDelete: boolean;
                                    canReport: boolean;
                                    collapsed: boolean;
                                };
                            }[];
                            viewer: {
                                vote: 1 | -1 | 0;
                                /** @enum {string} */
                                watch: "watching" | "tracking" | "normal" | "muted";
                                /** @enum {string|null} */
                                watchOwn: "watching" | "tracking" | "normal" | "muted" | null;
                                canReply: boolean;
                                /** @enum {string|null} */
                                replyRefusal: "guest" | "locked" | "verified" | "staff" | null;
                                canModerate: boolean;
                                canAccept: boolean;
                                firstUnreadPostId: string | null;
                                firstUnreadPage: number | null;
                                unread: number;
                                lastReadNumber: number;
                            };
                        };
                    };
                };
            };
        };
    };
    ForumController_settings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            watchCreated: "watching" | "tracking" | "normal" | "muted";
                            /** @enum {string} */
                            watchReplied: "watching" | "tracking" | "normal" | "muted";
                            /** @enum {string} */
                            watchDefault: "watching" | "tracking" | "normal" | "muted";
                            notifyMentions: boolean;
                            /** @enum {string} */
                            digest: "off" | "daily" | "weekly";
                        };
                    };
                };
            };
        };
    };
    ForumController_saveSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    watchCreated?: "watching" | "tracking" | "normal" | "muted";
                    /** @enum {string} */
                    watchReplied?: "watching" | "tracking" | "normal" | "muted";
                    /** @enum {string} */
                    watchDefault?: "watching" | "tracking" | "normal" | "muted";
                    notifyMentions?: boolean;
                    /** @enum {string} */
                    digest?: "off" | "daily" | "weekly";
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            watchCreated: "watching" | "tracking" | "normal" | "muted";
                            /** @enum {string} */
                            watchReplied: "watching" | "tracking" | "normal" | "muted";
                            /** @enum {string} */
                            watchDefault: "watching" | "tracking" | "normal" | "muted";
                            notifyMentions: boolean;
                            /** @enum {string} */
                            digest: "off" | "daily" | "weekly";
                        };
                    };
                };
            };
        };
    };
    ForumController_moderate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                topic: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                    pinned?: boolean;
                    locked?: boolean;
                    /** @description move the topic to this category (slug) of the same site */
                    category?: string;
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            slug: string;
                            title: string;
                            categoryId: string;
                            categorySlug: string;
                            author: {
                                id: string;
                                name: string;
                                avatar: {
                                    small: string | null;
                                    medium: string | null;
                                    large: string | null;
                                    "large-thumbnail": string | null;
                                    /** @description random colour variant 1–4 for members without a photo */
                                    colour: number;
                                };
                            } | null;
                            createdAt: string;
                            lastPostAt: string;
                            lastPoster: {
                                id: string;
                                name: string;
                                avatar: {
                                    small: string | null;
                                    medium: string | null;
                                    large: string | null;
                                    "large-thumbnail": string | null;
                                    /** @description random colour variant 1–4 for members without a photo */
                                    colour: number;
                                };
                            } | null;
                            replyCount: number;
                            pageCount: number;
                            score: number;
                            pinned: boolean;
                            locked: boolean;
                            hasAcceptedAnswer: boolean;
                            excerpt: string;
                            viewer: {
                                unread: number | null;
                                /** @enum {string} */
                                watch: "watching" | "tracking" | "normal" | "muted";
                                vote: 1 | -1 | 0;
                                collapsed: boolean;
                            };
                        };
                    };
                };
            };
        };
    };
    ForumController_review: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                post: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                    /** @enum {string} */
                    decision: "restore" | "delete";
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            topicId: string;
                            number: number;
                            author: {
                                id: string;
                                name: string;
                                avatar: {
                                    small: string | null;
                                    medium: string | null;
                                    large: string | null;
                                    "large-thumbnail": string | null;
                                    /** @description random colour variant 1–4 for members without a photo */
                                    colour: number;
                                };
                            } | null;
                            html: string;
                            /** @enum {string} */
                            state: "visible" | "deleted" | "hidden";
                            quote: {
                                postId: string;
                                topicId: string;
                                page: number;
                                author: {
                                    id: string;
                                    name: string;
                                    avatar: {
                                        small: string | null;
                                        medium: string | null;
                                        large: string | null;
                                        "large-thumbnail": string | null;
                                        /** @description random colour variant 1–4 for members without a photo */
                                        colour: number;
                                    };
                                } | null;
                                excerpt: string;
                            } | null;
                            createdAt: string;
                            editedAt: string | null;
                            score: number;
                            accepted: boolean;
                            viewer: {
                                vote: 1 | -1 | 0;
                                canEdit: boolean;
                                canDelete: boolean;
                                canReport: boolean;
                                collapsed: boolean;
                            };
                            location: {
                                topicId: string;
                                topicSlug: string;
                                categorySlug: string;
                                postId: string;
                                number: number;
                                page: number;
                            };
                        };
                    };
                };
            };
        };
    };
    ForumController_search: {
        parameters: {
            query: {
                q: string;
                /** @description a category slug */
                category?: string;
                /** @description a member name */
                author?: string;
                from?: string;
                to?: string;
                /** @description only topics with an accepted answer */
                accepted?: boolean | ("0" | "1" | "true" | "false");
                order?: "relevance" | "date";
                after?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: {
                                postId: string;
                                number: number;
                                page: number;
                                topicId: string;
                                topicSlug: string;
                                topicTitle: string;
                                categorySlug: string;
                                categoryName: string;
                                author: {
                                    id: string;
                                    name: string;
                                    avatar: {
                                        small: string | null;
                                        medium: string | null;
                                        large: string | null;
                                        "large-thumbnail": string | null;
                                        /** @description random colour variant 1–4 for members without a photo */
                                        colour: number;
                                    };
                                } | null;
                                createdAt: string;
                                headline: string;
                                isTopic: boolean;
                                hasAcceptedAnswer: boolean;
                            }[];
                            next: string | null;
                        };
                    };
                };
            };
        };
    };
    ForumController_watched: {
        parameters: {
            query?: {
                after?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: {
                                id: string;
                                slug: string;
                                title: string;
                                categoryId: string;
                                categorySlug: string;
                                author: {
                                    id: string;
                                    name: string;
                                    avatar: {
                                        small: string | null;
                                        medium: string | null;
                                        large: string | null;
                                        "large-thumbnail": string | null;
                                        /** @description random colour variant 1–4 for members without a photo */
                                        colour: number;
                                    };
                                } | null;
                                createdAt: string;
                                lastPostAt: string;
                                lastPoster: {
                                    id: string;
                                    name: string;
                                    avatar: {
                                        small: string | null;
                                        medium: string | null;
                                        large: string | null;
                                        "large-thumbnail": string | null;
                                        /** @description random colour variant 1–4 for members without a photo */
                                        colour: number;
                                    };
                                } | null;
                                replyCount: number;
                                pageCount: number;
                                score: number;
                                pinned: boolean;
                                locked: boolean;
                                hasAcceptedAnswer: boolean;
                                excerpt: string;
                                viewer: {
                                    unread: number | null;
                                    /** @enum {string} */
                                    watch: "watching" | "tracking" | "normal" | "muted";
                                    vote: 1 | -1 | 0;
                                    collapsed: boolean;
                                };
                            }[];
                            next: string | null;
                        };
                    };
                };
            };
        };
    };
    ForumController_memberTopics: {
        parameters: {
            query?: {
                after?: string;
                limit?: number;
            };
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: {
                                id: string;
                                slug: string;
                                title: string;
                                categoryId: string;
                                categorySlug: string;
                                author: {
                                    id: string;
                                    name: string;
                                    avatar: {
                                        small: string | null;
                                        medium: string | null;
                                        large: string | null;
                                        "large-thumbnail": string | null;
                                        /** @description random colour variant 1–4 for members without a photo */
                                        colour: number;
                                    };
                                } | null;
                                createdAt: string;
                                lastPostAt: string;
                                lastPoster: {
                                    id: string;
                                    name: string;
                                    avatar: {
                                        small: string | null;
                                        medium: string | null;
                                        large: string | null;
                                        "large-thumbnail": string | null;
                                        /** @description random colour variant 1–4 for members without a photo */
                                        colour: number;
                                    };
                                } | null;
                                replyCount: number;
                                pageCount: number;
                                score: number;
                                pinned: boolean;
                                locked: boolean;
                                hasAcceptedAnswer: boolean;
                                excerpt: string;
                                viewer: {
                                    unread: number | null;
                                    /** @enum {string} */
                                    watch: "watching" | "tracking" | "normal" | "muted";
                                    vote: 1 | -1 | 0;
                                    collapsed: boolean;
                                };
                            }[];
                            next: string | null;
                        };
                    };
                };
            };
        };
    };
    ForumController_memberPosts: {
        parameters: {
            query?: {
                after?: string;
                limit?: number;
            };
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: {
                                postId: string;
                                number: number;
                                page: number;
                                topicId: string;
                                topicSlug: string;
                                topicTitle: string;
                                categorySlug: string;
                                categoryName: string;
                                excerpt: string;
                                createdAt: string;
                                score: number;
                            }[];
                            next: string | null;
                        };
                    };
                };
            };
        };
    };
    GroupsController_list: {
        parameters: {
            query?: {
                sort?: "active" | "newest" | "near" | "members";
                category?: "social" | "dating" | "swingers" | "lgbtq" | "kink" | "travel" | "events" | "chat" | "local" | "other";
                q?: string;
                placeId?: string;
                within?: number;
                after?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: {
                                id: string;
                                slug: string;
                                name: string;
                                description: string;
                                /** @enum {string} */
                                category: "social" | "dating" | "swingers" | "lgbtq" | "kink" | "travel" | "events" | "chat" | "local" | "other";
                                /** @enum {string} */
                                visibility: "public" | "private" | "secret";
                                /** @enum {string} */
                                joinPolicy: "open" | "request" | "invite";
                                cover: {
                                    id: string;
                                    url: string;
                                } | null;
                                place: string | null;
                                distance: number | null;
                                membersCount: number;
                                postsCount: number;
                                lastActivityAt: string;
                                createdAt: string;
                            }[];
                            next: string | null;
                        };
                    };
                };
            };
        };
    };
    GroupsController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    slug?: string;
                    /** @default  */
                    description?: string;
                    /** @enum {string} */
                    category: "social" | "dating" | "swingers" | "lgbtq" | "kink" | "travel" | "events" | "chat" | "local" | "other";
                    /** @enum {string} */
                    visibility: "public" | "private" | "secret";
                    /** @enum {string} */
                    joinPolicy: "open" | "request" | "invite";
                    /** Format: uuid */
                    coverMediaId?: string | null;
                    placeId?: string | null;
                };
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            slug: string;
                            name: string;
                            description: string;
                            /** @enum {string} */
                            category: "social" | "dating" | "swingers" | "lgbtq" | "kink" | "travel" | "events" | "chat" | "local" | "other";
                            /** @enum {string} */
                            visibility: "public" | "private" | "secret";
                            /** @enum {string} */
                            joinPolicy: "open" | "request" | "invite";
                            cover: {
                                id: string;
                                url: string;
                            } | null;
                            place: string | null;
                            distance: number | null;
                            membersCount: number;
                            postsCount: number;
                            lastActivityAt: string;
                            createdAt: string;
                            owner: {
                                id: string;
                                name: string;
                                avatar: {
                                    small: string | null;
                                    medium: string | null;
                                    large: string | null;
                                    "large-thumbnail": string | null;
                                    /** @description random colour variant 1–4 for members without a photo */
                                    colour: number;
                                };
                            };
                            placeId: string | null;
                            coverMediaId: string | null;
                            viewer: {
                                /** @enum {string} */
                                state: "none" | "active" | "requested" | "invited" | "banned";
                                /** @enum {string|null} */
                                role: "owner" | "moderator" | "member" | null;
                                inviteId: string | null;
                                canJoin: boolean;
                                canRequest: boolean;
                                canSeeContent: boolean;
                                canPost: boolean;
                                canEdit: boolean;
                                canModerate: boolean;
                                canInvite: boolean;
                            };
                            requestsCount: number;
                        };
                    };
                };
            };
        };
    };
    GroupsController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                group: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            slug: string;
                            name: string;
                            description: string;
                            /** @enum {string} */
                            category: "social" | "dating" | "swingers" | "lgbtq" | "kink" | "travel" | "events" | "chat" | "local" | "other";
                            /** @enum {string} */
                            visibility: "public" | "private" | "secret";
                            /** @enum {string} */
                            joinPolicy: "open" | "request" | "invite";
                            cover: {
                                id: string;
                                url: string;
                            } | null;
                            place: string | null;
                            distance: number | null;
                            membersCount: number;
                            postsCount: number;
                            lastActivityAt: string;
                            createdAt: string;
                            owner: {
                                id: string;
                                name: string;
                                avatar: {
                                    small: string | null;
                                    medium: string | null;
                                    large: string | null;
                                    "large-thumbnail": string | null;
                                    /** @description random colour variant 1–4 for members without a photo */
                                    colour: number;
                                };
                            };
                            placeId: string | null;
                            coverMediaId: string | null;
                            viewer: {
                                /** @enum {string} */
                                state: "none" | "active" | "requested" | "invited" | "banned";
                                /** @enum {string|null} */
                                role: "owner" | "moderator" | "member" | null;
                                inviteId: string | null;
                                canJoin: boolean;
                                canRequest: boolean;
                                canSeeContent: boolean;
                                canPost: boolean;
                                canEdit: boolean;
                                canModerate: boolean;
                                canInvite: boolean;
                            };
                            requestsCount: number;
                        };
                    };
                };
            };
        };
    };
    GroupsController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                group: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    slug?: string;
                    /** @default  */
                    description?: string;
                    /** @enum {string} */
                    category: "social" | "dating" | "swingers" | "lgbtq" | "kink" | "travel" | "events" | "chat" | "local" | "other";
                    /** @enum {string} */
                    visibility: "public" | "private" | "secret";
                    /** @enum {string} */
                    joinPolicy: "open" | "request" | "invite";
                    /** Format: uuid */
                    coverMediaId?: string | null;
                    placeId?: string | null;
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            slug: string;
                            name: string;
                            description: string;
                            /** @enum {string} */
                            category: "social" | "dating" | "swingers" | "lgbtq" | "kink" | "travel" | "events" | "chat" | "local" | "other";
                            /** @enum {string} */
                            visibility: "public" | "private" | "secret";
                            /** @enum {string} */
                            joinPolicy: "open" | "request" | "invite";
                            cover: {
                                id: string;
                                url: string;
                            } | null;
                            place: string | null;
                            distance: number | null;
                            membersCount: number;
                            postsCount: number;
                            lastActivityAt: string;
                            createdAt: string;
                            owner: {
                                id: string;
                                name: string;
                                avatar: {
                                    small: string | null;
                                    medium: string | null;
                                    large: string | null;
                                    "large-thumbnail": string | null;
                                    /** @description random colour variant 1–4 for members without a photo */
                                    colour: number;
                                };
                            };
                            placeId: string | null;
                            coverMediaId: string | null;
                            viewer: {
                                /** @enum {string} */
                                state: "none" | "active" | "requested" | "invited" | "banned";
                                /** @enum {string|null} */
                                role: "owner" | "moderator" | "member" | null;
                                inviteId: string | null;
                                canJoin: boolean;
                                canRequest: boolean;
                                canSeeContent: boolean;
                                canPost: boolean;
                                canEdit: boolean;
                                canModerate: boolean;
                                canInvite: boolean;
                            };
                            requestsCount: number;
                        };
                    };
                };
            };
        };
    };
    GroupsController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                group: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    GroupsController_join: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                group: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            state: "none" | "active" | "requested" | "invited" | "banned";
                            /** @enum {string|null} */
                            role: "owner" | "moderator" | "member" | null;
                            membersCount: number;
                        };
                    };
                };
            };
        };
    };
    GroupsController_leave: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                group: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            state: "none" | "active" | "requested" | "invited" | "banned";
                            /** @enum {string|null} */
                            role: "owner" | "moderator" | "member" | null;
                            membersCount: number;
                        };
                    };
                };
            };
        };
    };
    GroupsController_members: {
        parameters: {
            query?: {
                state?: "active" | "requested" | "invited" | "banned";
                after?: string;
                limit?: number;
            };
            header?: never;
            path: {
                group: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: {
                                id: string;
                                member: {
                                    id: string;
                                    name: string;
                                    avatar: {
                                        small: string | null;
                                        medium: string | null;
                                        large: string | null;
                                        "large-thumbnail": string | null;
                                        /** @description random colour variant 1–4 for members without a photo */
                                        colour: number;
                                    };
                                };
                                /** @enum {string} */
                                role: "owner" | "moderator" | "member";
                                /** @enum {string} */
                                state: "active" | "requested" | "invited" | "banned";
                                invitedBy: {
                                    id: string;
                                    name: string;
                                    avatar: {
                                        small: string | null;
                                        medium: string | null;
                                        large: string | null;
                                        "large-thumbnail": string | null;
                                        /** @description random colour variant 1–4 for members without a photo */
                                        colour: number;
                                    };
                                } | null;
                                createdAt: string;
                            }[];
                            next: string | null;
                        };
                    };
                };
            };
        };
    };
    GroupsController_change: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                group: string;
                member: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    action: "approve" | "promote" | "demote" | "ban" | "transfer";
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            member: {
                                id: string;
                                name: string;
                                avatar: {
                                    small: string | null;
                                    medium: string | null;
                                    large: string | null;
                                    "large-thumbnail": string | null;
                                    /** @description random colour variant 1–4 for members without a photo */
                                    colour: number;
                                };
                            };
                            /** @enum {string} */
                            role: "owner" | "moderator" | "member";
                            /** @enum {string} */
                            state: "active" | "requested" | "invited" | "banned";
                            invitedBy: {
                                id: string;
                                name: string;
                                avatar: {
                                    small: string | null;
                                    medium: string | null;
                                    large: string | null;
                                    "large-thumbnail": string | null;
                                    /** @description random colour variant 1–4 for members without a photo */
                                    colour: number;
                                };
                            } | null;
                            createdAt: string;
                        };
                    };
                };
            };
        };
    };
    GroupsController_removeMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                group: string;
                member: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    GroupsController_approve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                group: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status: "approve";
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            state: "none" | "active" | "requested" | "invited" | "banned";
                            /** @enum {string|null} */
                            role: "owner" | "moderator" | "member" | null;
                            membersCount: number;
                        };
                    };
                };
            };
        };
    };
    GroupsController_refuse: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                group: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            state: "none" | "active" | "requested" | "invited" | "banned";
                            /** @enum {string|null} */
                            role: "owner" | "moderator" | "member" | null;
                            membersCount: number;
                        };
                    };
                };
            };
        };
    };
    GroupsController_invite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                group: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    names: string[];
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @description names now invited */
                            invited: string[];
                            skipped: {
                                name: string;
                                /** @enum {string} */
                                reason: "not-friend" | "member" | "banned" | "unknown" | "blocked";
                            }[];
                        };
                    };
                };
            };
        };
    };
    GroupsController_answerInvite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                group: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    accept: 0 | 1 | boolean;
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            state: "none" | "active" | "requested" | "invited" | "banned";
                            /** @enum {string|null} */
                            role: "owner" | "moderator" | "member" | null;
                            membersCount: number;
                        };
                    };
                };
            };
        };
    };
    GroupsController_myInvites: {
        parameters: {
            query?: {
                after?: string;
                limit?: number;
            };
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: {
                                id: string;
                                group: {
                                    id: string;
                                    slug: string;
                                    name: string;
                                    description: string;
                                    /** @enum {string} */
                                    category: "social" | "dating" | "swingers" | "lgbtq" | "kink" | "travel" | "events" | "chat" | "local" | "other";
                                    /** @enum {string} */
                                    visibility: "public" | "private" | "secret";
                                    /** @enum {string} */
                                    joinPolicy: "open" | "request" | "invite";
                                    cover: {
                                        id: string;
                                        url: string;
                                    } | null;
                                    place: string | null;
                                    distance: number | null;
                                    membersCount: number;
                                    postsCount: number;
                                    lastActivityAt: string;
                                    createdAt: string;
                                };
                                invitedBy: {
                                    id: string;
                                    name: string;
                                    avatar: {
                                        small: string | null;
                                        medium: string | null;
                                        large: string | null;
                                        "large-thumbnail": string | null;
                                        /** @description random colour variant 1–4 for members without a photo */
                                        colour: number;
                                    };
                                } | null;
                                createdAt: string;
                            }[];
                            next: string | null;
                        };
                    };
                };
            };
        };
    };
    GroupsController_ofMember: {
        parameters: {
            query?: {
                after?: string;
                limit?: number;
            };
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: {
                                id: string;
                                slug: string;
                                name: string;
                                description: string;
                                /** @enum {string} */
                                category: "social" | "dating" | "swingers" | "lgbtq" | "kink" | "travel" | "events" | "chat" | "local" | "other";
                                /** @enum {string} */
                                visibility: "public" | "private" | "secret";
                                /** @enum {string} */
                                joinPolicy: "open" | "request" | "invite";
                                cover: {
                                    id: string;
                                    url: string;
                                } | null;
                                place: string | null;
                                distance: number | null;
                                membersCount: number;
                                postsCount: number;
                                lastActivityAt: string;
                                createdAt: string;
                            }[];
                            next: string | null;
                        };
                    };
                };
            };
        };
    };
    GroupsController_wall: {
        parameters: {
            query?: {
                after?: string;
                limit?: number;
            };
            header?: never;
            path: {
                group: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: {
                                id: string;
                                place: {
                                    /** @enum {string} */
                                    kind: "group" | "club";
                                    slug: string;
                                    name: string;
                                };
                                author: {
                                    id: string;
                                    name: string;
                                    avatar: {
                                        small: string | null;
                                        medium: string | null;
                                        large: string | null;
                                        "large-thumbnail": string | null;
                                        /** @description random colour variant 1–4 for members without a photo */
                                        colour: number;
                                    };
                                };
                                body: string;
                                score: number;
                                myVote: -1 | 0 | 1;
                                commentsCount: number;
                                canRemove: boolean;
                                canVote: boolean;
                                canComment: boolean;
                                createdAt: string;
                            }[];
                            next: string | null;
                            canPost: boolean;
                        };
                    };
                };
            };
        };
    };
    GroupsController_post: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                group: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    body: string;
                };
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            place: {
                                /** @enum {string} */
                                kind: "group" | "club";
                                slug: string;
                                name: string;
                            };
                            author: {
                                id: string;
                                name: string;
                                avatar: {
                                    small: string | null;
                                    medium: string | null;
                                    large: string | null;
                                    "large-thumbnail": string | null;
                                    /** @description random colour variant 1–4 for members without a photo */
                                    colour: number;
                                };
                            };
                            body: string;
                            score: number;
                            myVote: -1 | 0 | 1;
                            commentsCount: number;
                            canRemove: boolean;
                            canVote: boolean;
                            canComment: boolean;
                            createdAt: string;
                        };
                    };
                };
            };
        };
    };
    GroupsController_getPost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                post: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            place: {
                                /** @enum {string} */
                                kind: "group" | "club";
                                slug: string;
                                name: string;
                            };
                            author: {
                                id: string;
                                name: string;
                                avatar: {
                                    small: string | null;
                                    medium: string | null;
                                    large: string | null;
                                    "large-thumbnail": string | null;
                                    /** @description random colour variant 1–4 for members without a photo */
                                    colour: number;
                                };
                            };
                            body: string;
                            score: number;
                            myVote: -1 | 0 | 1;
                            commentsCount: number;
                            canRemove: boolean;
                            canVote: boolean;
                            canComment: boolean;
                            createdAt: string;
                        };
                    };
                };
            };
        };
    };
    GroupsController_removePost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                post: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    GroupsController_vote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                post: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    value: -1 | 0 | 1;
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            score: number;
                            myVote: -1 | 0 | 1;
                        };
                    };
                };
            };
        };
    };
    GroupsController_comments: {
        parameters: {
            query?: {
                after?: string;
                limit?: number;
            };
            header?: never;
            path: {
                post: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: {
                                id: string;
                                author: {
                                    id: string;
                                    name: string;
                                    avatar: {
                                        small: string | null;
                                        medium: string | null;
                                        large: string | null;
                                        "large-thumbnail": string | null;
                                        /** @description random colour variant 1–4 for members without a photo */
                                        colour: number;
                                    };
                                };
                                body: string;
                                canRemove: boolean;
                                createdAt: string;
                            }[];
                            next: string | null;
                        };
                    };
                };
            };
        };
    };
    GroupsController_comment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                post: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    body: string;
                };
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            author: {
                                id: string;
                                name: string;
                                avatar: {
                                    small: string | null;
                                    medium: string | null;
                                    large: string | null;
                                    "large-thumbnail": string | null;
                                    /** @description random colour variant 1–4 for members without a photo */
                                    colour: number;
                                };
                            };
                            body: string;
                            canRemove: boolean;
                            createdAt: string;
                        };
                    };
                };
            };
        };
    };
    GroupsController_removeComment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                post: string;
                comment: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ClubsController_list: {
        parameters: {
            query?: {
                sort?: "newest" | "rating" | "name";
                q?: string;
                after?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: {
                                id: string;
                                slug: string;
                                name: string;
                                description: string;
                                address: string;
                                place: string | null;
                                cover: {
                                    id: string;
                                    url: string;
                                } | null;
                                /** @description average, one decimal; null without reviews */
                                rating: number | null;
                                reviewsCount: number;
                                createdAt: string;
                            }[];
                            next: string | null;
                        };
                    };
                };
            };
        };
    };
    ClubsController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    slug?: string;
                    /** @default  */
                    description?: string;
                    /** @default  */
                    address?: string;
                    placeId?: string | null;
                    /** @default  */
                    openingHours?: string;
                    /** @default [] */
                    facilities?: ("bar" | "dancefloor" | "playrooms" | "pool" | "sauna" | "jacuzzi" | "lockers" | "parking" | "smoking-area" | "accessible")[];
                    /** @default [] */
                    links?: string[];
                };
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            slug: string;
                            name: string;
                            description: string;
                            address: string;
                            place: string | null;
                            cover: {
                                id: string;
                                url: string;
                            } | null;
                            /** @description average, one decimal; null without reviews */
                            rating: number | null;
                            reviewsCount: number;
                            createdAt: string;
                            owner: {
                                id: string;
                                name: string;
                                avatar: {
                                    small: string | null;
                                    medium: string | null;
                                    large: string | null;
                                    "large-thumbnail": string | null;
                                    /** @description random colour variant 1–4 for members without a photo */
                                    colour: number;
                                };
                            };
                            placeId: string | null;
                            openingHours: string;
                            facilities: ("bar" | "dancefloor" | "playrooms" | "pool" | "sauna" | "jacuzzi" | "lockers" | "parking" | "smoking-area" | "accessible")[];
                            links: string[];
                            viewer: {
                                canEdit: boolean;
                                canReview: boolean;
                                canPost: boolean;
                                myReviewId: string | null;
                            };
                        };
                    };
                };
            };
        };
    };
    ClubsController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                club: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            slug: string;
                            name: string;
                            description: string;
                            address: string;
                            place: string | null;
                            cover: {
                                id: string;
                                url: string;
                            } | null;
                            /** @description average, one decimal; null without reviews */
                            rating: number | null;
                            reviewsCount: number;
                            createdAt: string;
                            owner: {
                                id: string;
                                name: string;
                                avatar: {
                                    small: string | null;
                                    medium: string | null;
                                    large: string | null;
                                    "large-thumbnail": string | null;
                                    /** @description random colour variant 1–4 for members without a photo */
                                    colour: number;
                                };
                            };
                            placeId: string | null;
                            openingHours: string;
                            facilities: ("bar" | "dancefloor" | "playrooms" | "pool" | "sauna" | "jacuzzi" | "lockers" | "parking" | "smoking-area" | "accessible")[];
                            links: string[];
                            viewer: {
                                canEdit: boolean;
                                canReview: boolean;
                                canPost: boolean;
                                myReviewId: string | null;
                            };
                        };
                    };
                };
            };
        };
    };
    ClubsController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                club: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    slug?: string;
                    /** @default  */
                    description?: string;
                    /** @default  */
                    address?: string;
                    placeId?: string | null;
                    /** @default  */
                    openingHours?: string;
                    /** @default [] */
                    facilities?: ("bar" | "dancefloor" | "playrooms" | "pool" | "sauna" | "jacuzzi" | "lockers" | "parking" | "smoking-area" | "accessible")[];
                    /** @default [] */
                    links?: string[];
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            slug: string;
                            name: string;
                            description: string;
                            address: string;
                            place: string | null;
                            cover: {
                                id: string;
                                url: string;
                            } | null;
                            /** @description average, one decimal; null without reviews */
                            rating: number | null;
                            reviewsCount: number;
                            createdAt: string;
                            owner: {
                                id: string;
                                name: string;
                                avatar: {
                                    small: string | null;
                                    medium: string | null;
                                    large: string | null;
                                    "large-thumbnail": string | null;
                                    /** @description random colour variant 1–4 for members without a photo */
                                    colour: number;
                                };
                            };
                            placeId: string | null;
                            openingHours: string;
                            facilities: ("bar" | "dancefloor" | "playrooms" | "pool" | "sauna" | "jacuzzi" | "lockers" | "parking" | "smoking-area" | "accessible")[];
                            links: string[];
                            viewer: {
                                canEdit: boolean;
                                canReview: boolean;
                                canPost: boolean;
                                myReviewId: string | null;
                            };
                        };
                    };
                };
            };
        };
    };
    ClubsController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                club: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ClubsController_reviews: {
        parameters: {
            query?: {
                after?: string;
                limit?: number;
            };
            header?: never;
            path: {
                club: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: {
                                id: string;
                                author: {
                                    id: string;
                                    name: string;
                                    avatar: {
                                        small: string | null;
                                        medium: string | null;
                                        large: string | null;
                                        "large-thumbnail": string | null;
                                        /** @description random colour variant 1–4 for members without a photo */
                                        colour: number;
                                    };
                                };
                                rating: number;
                                body: string;
                                answer: string | null;
                                answeredAt: string | null;
                                createdAt: string;
                                updatedAt: string;
                                mine: boolean;
                                canAnswer: boolean;
                            }[];
                            next: string | null;
                            rating: number | null;
                            reviewsCount: number;
                        };
                    };
                };
            };
        };
    };
    ClubsController_review: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                club: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    rating: number;
                    body: string;
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            author: {
                                id: string;
                                name: string;
                                avatar: {
                                    small: string | null;
                                    medium: string | null;
                                    large: string | null;
                                    "large-thumbnail": string | null;
                                    /** @description random colour variant 1–4 for members without a photo */
                                    colour: number;
                                };
                            };
                            rating: number;
                            body: string;
                            answer: string | null;
                            answeredAt: string | null;
                            createdAt: string;
                            updatedAt: string;
                            mine: boolean;
                            canAnswer: boolean;
                        };
                    };
                };
            };
        };
    };
    ClubsController_removeReview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                club: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ClubsController_answer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                club: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    answer: string;
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            author: {
                                id: string;
                                name: string;
                                avatar: {
                                    small: string | null;
                                    medium: string | null;
                                    large: string | null;
                                    "large-thumbnail": string | null;
                                    /** @description random colour variant 1–4 for members without a photo */
                                    colour: number;
                                };
                            };
                            rating: number;
                            body: string;
                            answer: string | null;
                            answeredAt: string | null;
                            createdAt: string;
                            updatedAt: string;
                            mine: boolean;
                            canAnswer: boolean;
                        };
                    };
                };
            };
        };
    };
    ClubsController_wall: {
        parameters: {
            query?: {
                after?: string;
                limit?: number;
            };
            header?: never;
            path: {
                club: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: {
                                id: string;
                                place: {
                                    /** @enum {string} */
                                    kind: "group" | "club";
                                    slug: string;
                                    name: string;
                                };
                                author: {
                                    id: string;
                                    name: string;
                                    avatar: {
                                        small: string | null;
                                        medium: string | null;
                                        large: string | null;
                                        "large-thumbnail": string | null;
                                        /** @description random colour variant 1–4 for members without a photo */
                                        colour: number;
                                    };
                                };
                                body: string;
                                score: number;
                                myVote: -1 | 0 | 1;
                                commentsCount: number;
                                canRemove: boolean;
                                canVote: boolean;
                                canComment: boolean;
                                createdAt: string;
                            }[];
                            next: string | null;
                            canPost: boolean;
                        };
                    };
                };
            };
        };
    };
    ClubsController_post: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                club: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    body: string;
                };
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            place: {
                                /** @enum {string} */
                                kind: "group" | "club";
                                slug: string;
                                name: string;
                            };
                            author: {
                                id: string;
                                name: string;
                                avatar: {
                                    small: string | null;
                                    medium: string | null;
                                    large: string | null;
                                    "large-thumbnail": string | null;
                                    /** @description random colour variant 1–4 for members without a photo */
                                    colour: number;
                                };
                            };
                            body: string;
                            score: number;
                            myVote: -1 | 0 | 1;
                            commentsCount: number;
                            canRemove: boolean;
                            canVote: boolean;
                            canComment: boolean;
                            createdAt: string;
                        };
                    };
                };
            };
        };
    };
    PlacesController_countries: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: {
                                code: string;
                                slug: string;
                                name: string;
                                count: number;
                            }[];
                        };
                    };
                };
            };
        };
    };
    PlacesController_counties: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                country: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            country: {
                                code: string;
                                slug: string;
                                name: string;
                                count: number;
                            };
                            items: {
                                slug: string;
                                name: string;
                                count: number;
                            }[];
                        };
                    };
                };
            };
        };
    };
    PlacesController_county: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                country: string;
                county: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            country: {
                                code: string;
                                slug: string;
                                name: string;
                                count: number;
                            } | null;
                            county: {
                                slug: string;
                                name: string;
                                count: number;
                            } | null;
                            items: {
                                id: string;
                                slug: string;
                                name: string;
                                country: string;
                                countryName: string;
                                county: string;
                                countySlug: string;
                                excerpt: string;
                                facilities: ("parking" | "toilets" | "lighting" | "woodland" | "open-ground" | "lay-by" | "beach" | "dunes" | "cafe-nearby" | "public-transport")[];
                                rating: {
                                    average: number | null;
                                    count: number;
                                };
                                comments: number;
                                distanceKm: number | null;
                                /** @enum {string} */
                                status: "pending" | "approved" | "rejected";
                            }[];
                        };
                    };
                };
            };
        };
    };
    PlacesController_place: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                country: string;
                county: string;
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            slug: string;
                            name: string;
                            country: string;
                            countryName: string;
                            county: string;
                            countySlug: string;
                            excerpt: string;
                            facilities: ("parking" | "toilets" | "lighting" | "woodland" | "open-ground" | "lay-by" | "beach" | "dunes" | "cafe-nearby" | "public-transport")[];
                            rating: {
                                mine: number | null;
                                average: number | null;
                                count: number;
                            };
                            comments: number;
                            distanceKm: number | null;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected";
                            description: string;
                            directions: string;
                            lat: number;
                            lng: number;
                            mapUrl: string;
                            bestTimes: {
                                /** @enum {string} */
                                slot: "weekday-morning" | "weekday-afternoon" | "weekday-evening" | "weekday-night" | "weekend-morning" | "weekend-afternoon" | "weekend-evening" | "weekend-night";
                                count: number;
                            }[];
                            commentList: {
                                id: string;
                                author: {
                                    id: string;
                                    name: string;
                                    avatar: {
                                        small: string | null;
                                        medium: string | null;
                                        large: string | null;
                                        "large-thumbnail": string | null;
                                        /** @description random colour variant 1–4 for members without a photo */
                                        colour: number;
                                    };
                                } | null;
                                body: string;
                                createdAt: string;
                                mine: boolean;
                            }[];
                            checkins: {
                                id: string;
                                member: {
                                    id: string;
                                    name: string;
                                    avatar: {
                                        small: string | null;
                                        medium: string | null;
                                        large: string | null;
                                        "large-thumbnail": string | null;
                                        /** @description random colour variant 1–4 for members without a photo */
                                        colour: number;
                                    };
                                } | null;
                                /** @enum {string} */
                                slot: "weekday-morning" | "weekday-afternoon" | "weekday-evening" | "weekday-night" | "weekend-morning" | "weekend-afternoon" | "weekend-evening" | "weekend-night";
                                note: string;
                                createdAt: string;
                            }[] | null;
                            submittedBy: {
                                id: string;
                                name: string;
                                avatar: {
                                    small: string | null;
                                    medium: string | null;
                                    large: string | null;
                                    "large-thumbnail": string | null;
                                    /** @description random colour variant 1–4 for members without a photo */
                                    colour: number;
                                };
                            } | null;
                            rejectReason: string | null;
                            createdAt: string;
                            viewer: {
                                canEdit: boolean;
                                canSuggest: boolean;
                                canRate: boolean;
                                canComment: boolean;
                                canCheckIn: boolean;
                                staff: boolean;
                            };
                        };
                    };
                };
            };
        };
    };
    PlacesController_search: {
        parameters: {
            query?: {
                q?: string;
                country?: string;
                county?: string;
                lat?: number;
                lng?: number;
                radius?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            country: {
                                code: string;
                                slug: string;
                                name: string;
                                count: number;
                            } | null;
                            county: {
                                slug: string;
                                name: string;
                                count: number;
                            } | null;
                            items: {
                                id: string;
                                slug: string;
                                name: string;
                                country: string;
                                countryName: string;
                                county: string;
                                countySlug: string;
                                excerpt: string;
                                facilities: ("parking" | "toilets" | "lighting" | "woodland" | "open-ground" | "lay-by" | "beach" | "dunes" | "cafe-nearby" | "public-transport")[];
                                rating: {
                                    average: number | null;
                                    count: number;
                                };
                                comments: number;
                                distanceKm: number | null;
                                /** @enum {string} */
                                status: "pending" | "approved" | "rejected";
                            }[];
                        };
                    };
                };
            };
        };
    };
    PlacesController_settings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            tileUrl: string | null;
                        };
                    };
                };
            };
        };
    };
    PlacesController_mine: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            locations: {
                                id: string;
                                slug: string;
                                name: string;
                                country: string;
                                countryName: string;
                                county: string;
                                countySlug: string;
                                excerpt: string;
                                facilities: ("parking" | "toilets" | "lighting" | "woodland" | "open-ground" | "lay-by" | "beach" | "dunes" | "cafe-nearby" | "public-transport")[];
                                rating: {
                                    average: number | null;
                                    count: number;
                                };
                                comments: number;
                                distanceKm: number | null;
                                /** @enum {string} */
                                status: "pending" | "approved" | "rejected";
                                rejectReason: string | null;
                            }[];
                            suggestions: {
                                id: string;
                                locationId: string;
                                locationName: string;
                                /** @enum {string} */
                                status: "pending" | "approved" | "rejected";
                                note: string;
                                createdAt: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    PlacesController_submit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    country: string;
                    county: string;
                    description: string;
                    /** @default  */
                    directions?: string;
                    /** @default [] */
                    facilities?: ("parking" | "toilets" | "lighting" | "woodland" | "open-ground" | "lay-by" | "beach" | "dunes" | "cafe-nearby" | "public-transport")[];
                    lat: number;
                    lng: number;
                };
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            slug: string;
                            name: string;
                            country: string;
                            countryName: string;
                            county: string;
                            countySlug: string;
                            excerpt: string;
                            facilities: ("parking" | "toilets" | "lighting" | "woodland" | "open-ground" | "lay-by" | "beach" | "dunes" | "cafe-nearby" | "public-transport")[];
                            rating: {
                                mine: number | null;
                                average: number | null;
                                count: number;
                            };
                            comments: number;
                            distanceKm: number | null;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected";
                            description: string;
                            directions: string;
                            lat: number;
                            lng: number;
                            mapUrl: string;
                            bestTimes: {
                                /** @enum {string} */
                                slot: "weekday-morning" | "weekday-afternoon" | "weekday-evening" | "weekday-night" | "weekend-morning" | "weekend-afternoon" | "weekend-evening" | "weekend-night";
                                count: number;
                            }[];
                            commentList: {
                                id: string;
                                author: {
                                    id: string;
                                    name: string;
                                    avatar: {
                                        small: string | null;
                                        medium: string | null;
                                        large: string | null;
                                        "large-thumbnail": string | null;
                                        /** @description random colour variant 1–4 for members without a photo */
                                        colour: number;
                                    };
                                } | null;
                                body: string;
                                createdAt: string;
                                mine: boolean;
                            }[];
                            checkins: {
                                id: string;
                                member: {
                                    id: string;
                                    name: string;
                                    avatar: {
                                        small: string | null;
                                        medium: string | null;
                                        large: string | null;
                                        "large-thumbnail": string | null;
                                        /** @description random colour variant 1–4 for members without a photo */
                                        colour: number;
                                    };
                                } | null;
                                /** @enum {string} */
                                slot: "weekday-morning" | "weekday-afternoon" | "weekday-evening" | "weekday-night" | "weekend-morning" | "weekend-afternoon" | "weekend-evening" | "weekend-night";
                                note: string;
                                createdAt: string;
                            }[] | null;
                            submittedBy: {
                                id: string;
                                name: string;
                                avatar: {
                                    small: string | null;
                                    medium: string | null;
                                    large: string | null;
                                    "large-thumbnail": string | null;
                                    /** @description random colour variant 1–4 for members without a photo */
                                    colour: number;
                                };
                            } | null;
                            rejectReason: string | null;
                            createdAt: string;
                            viewer: {
                                canEdit: boolean;
                                canSuggest: boolean;
                                canRate: boolean;
                                canComment: boolean;
                                canCheckIn: boolean;
                                staff: boolean;
                            };
                        };
                    };
                };
            };
        };
    };
    PlacesController_deleteComment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                comment: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    PlacesController_byId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                location: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            slug: string;
                            name: string;
                            country: string;
                            countryName: string;
                            county: string;
                            countySlug: string;
                            excerpt: string;
                            facilities: ("parking" | "toilets" | "lighting" | "woodland" | "open-ground" | "lay-by" | "beach" | "dunes" | "cafe-nearby" | "public-transport")[];
                            rating: {
                                mine: number | null;
                                average: number | null;
                                count: number;
                            };
                            comments: number;
                            distanceKm: number | null;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected";
                            description: string;
                            directions: string;
                            lat: number;
                            lng: number;
                            mapUrl: string;
                            bestTimes: {
                                /** @enum {string} */
                                slot: "weekday-morning" | "weekday-afternoon" | "weekday-evening" | "weekday-night" | "weekend-morning" | "weekend-afternoon" | "weekend-evening" | "weekend-night";
                                count: number;
                            }[];
                            commentList: {
                                id: string;
                                author: {
                                    id: string;
                                    name: string;
                                    avatar: {
                                        small: string | null;
                                        medium: string | null;
                                        large: string | null;
                                        "large-thumbnail": string | null;
                                        /** @description random colour variant 1–4 for members without a photo */
                                        colour: number;
                                    };
                                } | null;
                                body: string;
                                createdAt: string;
                                mine: boolean;
                            }[];
                            checkins: {
                                id: string;
                                member: {
                                    id: string;
                                    name: string;
                                    avatar: {
                                        small: string | null;
                                        medium: string | null;
                                        large: string | null;
                                        "large-thumbnail": string | null;
                                        /** @description random colour variant 1–4 for members without a photo */
                                        colour: number;
                                    };
                                } | null;
                                /** @enum {string} */
                                slot: "weekday-morning" | "weekday-afternoon" | "weekday-evening" | "weekday-night" | "weekend-morning" | "weekend-afternoon" | "weekend-evening" | "weekend-night";
                                note: string;
                                createdAt: string;
                            }[] | null;
                            submittedBy: {
                                id: string;
                                name: string;
                                avatar: {
                                    small: string | null;
                                    medium: string | null;
                                    large: string | null;
                                    "large-thumbnail": string | null;
                                    /** @description random colour variant 1–4 for members without a photo */
                                    colour: number;
                                };
                            } | null;
                            rejectReason: string | null;
                            createdAt: string;
                            viewer: {
                                canEdit: boolean;
                                canSuggest: boolean;
                                canRate: boolean;
                                canComment: boolean;
                                canCheckIn: boolean;
                                staff: boolean;
                            };
                        };
                    };
                };
            };
        };
    };
    PlacesController_edit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                location: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    country: string;
                    county: string;
                    description: string;
                    /** @default  */
                    directions?: string;
                    /** @default [] */
                    facilities?: ("parking" | "toilets" | "lighting" | "woodland" | "open-ground" | "lay-by" | "beach" | "dunes" | "cafe-nearby" | "public-transport")[];
                    lat: number;
                    lng: number;
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            slug: string;
                            name: string;
                            country: string;
                            countryName: string;
                            county: string;
                            countySlug: string;
                            excerpt: string;
                            facilities: ("parking" | "toilets" | "lighting" | "woodland" | "open-ground" | "lay-by" | "beach" | "dunes" | "cafe-nearby" | "public-transport")[];
                            rating: {
                                mine: number | null;
                                average: number | null;
                                count: number;
                            };
                            comments: number;
                            distanceKm: number | null;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected";
                            description: string;
                            directions: string;
                            lat: number;
                            lng: number;
                            mapUrl: string;
                            bestTimes: {
                                /** @enum {string} */
                                slot: "weekday-morning" | "weekday-afternoon" | "weekday-evening" | "weekday-night" | "weekend-morning" | "weekend-afternoon" | "weekend-evening" | "weekend-night";
                                count: number;
                            }[];
                            commentList: {
                                id: string;
                                author: {
                                    id: string;
                                    name: string;
                                    avatar: {
                                        small: string | null;
                                        medium: string | null;
                                        large: string | null;
                                        "large-thumbnail": string | null;
                                        /** @description random colour variant 1–4 for members without a photo */
                                        colour: number;
                                    };
                                } | null;
                                body: string;
                                createdAt: string;
                                mine: boolean;
                            }[];
                            checkins: {
                                id: string;
                                member: {
                                    id: string;
                                    name: string;
                                    avatar: {
                                        small: string | null;
                                        medium: string | null;
                                        large: string | null;
                                        "large-thumbnail": string | null;
                                        /** @description random colour variant 1–4 for members without a photo */
                                        colour: number;
                                    };
                                } | null;
                                /** @enum {string} */
                                slot: "weekday-morning" | "weekday-afternoon" | "weekday-evening" | "weekday-night" | "weekend-morning" | "weekend-afternoon" | "weekend-evening" | "weekend-night";
                                note: string;
                                createdAt: string;
                            }[] | null;
                            submittedBy: {
                                id: string;
                                name: string;
                                avatar: {
                                    small: string | null;
                                    medium: string | null;
                                    large: string | null;
                                    "large-thumbnail": string | null;
                                    /** @description random colour variant 1–4 for members without a photo */
                                    colour: number;
                                };
                            } | null;
                            rejectReason: string | null;
                            createdAt: string;
                            viewer: {
                                canEdit: boolean;
                                canSuggest: boolean;
                                canRate: boolean;
                                canComment: boolean;
                                canCheckIn: boolean;
                                staff: boolean;
                            };
                        };
                    };
                };
            };
        };
    };
    PlacesController_suggest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                location: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    country: string;
                    county: string;
                    description: string;
                    /** @default  */
                    directions?: string;
                    /** @default [] */
                    facilities?: ("parking" | "toilets" | "lighting" | "woodland" | "open-ground" | "lay-by" | "beach" | "dunes" | "cafe-nearby" | "public-transport")[];
                    lat: number;
                    lng: number;
                    /** @default  */
                    note?: string;
                };
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            locationId: string;
                            locationName: string;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected";
                            note: string;
                            createdAt: string;
                        };
                    };
                };
            };
        };
    };
    PlacesController_rate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                location: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    stars: number;
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            mine: number | null;
                            average: number | null;
                            count: number;
                        };
                    };
                };
            };
        };
    };
    PlacesController_comment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                location: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    body: string;
                };
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            author: {
                                id: string;
                                name: string;
                                avatar: {
                                    small: string | null;
                                    medium: string | null;
                                    large: string | null;
                                    "large-thumbnail": string | null;
                                    /** @description random colour variant 1–4 for members without a photo */
                                    colour: number;
                                };
                            } | null;
                            body: string;
                            createdAt: string;
                            mine: boolean;
                        };
                    };
                };
            };
        };
    };
    PlacesController_checkIn: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                location: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    slot: "weekday-morning" | "weekday-afternoon" | "weekday-evening" | "weekday-night" | "weekend-morning" | "weekend-afternoon" | "weekend-evening" | "weekend-night";
                    /** @default  */
                    note?: string;
                };
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            member: {
                                id: string;
                                name: string;
                                avatar: {
                                    small: string | null;
                                    medium: string | null;
                                    large: string | null;
                                    "large-thumbnail": string | null;
                                    /** @description random colour variant 1–4 for members without a photo */
                                    colour: number;
                                };
                            } | null;
                            /** @enum {string} */
                            slot: "weekday-morning" | "weekday-afternoon" | "weekday-evening" | "weekday-night" | "weekend-morning" | "weekend-afternoon" | "weekend-evening" | "weekend-night";
                            note: string;
                            createdAt: string;
                        };
                    };
                };
            };
        };
    };
    StaffPlacesController_list: {
        parameters: {
            query?: {
                sort?: string;
                range?: string;
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StaffPlacesController_decideMany: {
        parameters: {
            query: {
                filter: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status: "approved" | "rejected";
                    rejectReason?: string | null;
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StaffPlacesController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StaffPlacesController_decide: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status: "approved" | "rejected";
                    rejectReason?: string | null;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StaffPlacesController_suggestions: {
        parameters: {
            query?: {
                sort?: string;
                range?: string;
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StaffPlacesController_suggestion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StaffPlacesController_decideSuggestion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status: "approved" | "rejected";
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    CompetitionsController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: {
                                id: string;
                                slug: string;
                                title: string;
                                /** @enum {string} */
                                entryType: "story" | "photo" | "forum-topic";
                                /** @enum {string} */
                                state: "unannounced" | "announced" | "active" | "finished";
                                entriesOpen: boolean;
                                votingOpen: boolean;
                                entriesOpenAt: string;
                                entriesCloseAt: string;
                                votingOpenAt: string;
                                votingCloseAt: string;
                                prizeCoins: number[];
                                prizeBadge: string | null;
                                entryCount: number;
                            }[];
                        };
                    };
                };
            };
        };
    };
    CompetitionsController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    rules: string;
                    /** @enum {string} */
                    entryType: "story" | "photo" | "forum-topic";
                    /** Format: date-time */
                    entriesOpenAt: string;
                    /** Format: date-time */
                    entriesCloseAt: string;
                    /** Format: date-time */
                    votingOpenAt: string;
                    /** Format: date-time */
                    votingCloseAt: string;
                    /** @default false */
                    announced?: boolean;
                    /** @default false */
                    verifiedVotersOnly?: boolean;
                    /** @default 1 */
                    maxEntriesPerMember?: number;
                    /** @default [] */
                    prizeCoins?: number[];
                    /** @default null */
                    prizeBadge?: string | null;
                };
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            slug: string;
                            title: string;
                            /** @enum {string} */
                            entryType: "story" | "photo" | "forum-topic";
                            /** @enum {string} */
                            state: "unannounced" | "announced" | "active" | "finished";
                            entriesOpen: boolean;
                            votingOpen: boolean;
                            entriesOpenAt: string;
                            entriesCloseAt: string;
                            votingOpenAt: string;
                            votingCloseAt: string;
                            prizeCoins: number[];
                            prizeBadge: string | null;
                            entryCount: number;
                            rules: string;
                            announced: boolean;
                            verifiedVotersOnly: boolean;
                            maxEntriesPerMember: number;
                            entries: {
                                id: string;
                                member: {
                                    id: string;
                                    name: string;
                                    avatar: {
                                        small: string | null;
                                        medium: string | null;
                                        large: string | null;
                                        "large-thumbnail": string | null;
                                        /** @description random colour variant 1–4 for members without a photo */
                                        colour: number;
                                    };
                                } | null;
                                subjectId: string;
                                title: string;
                                url: string | null;
                                image: string | null;
                                votes: number | null;
                                mine: boolean;
                                createdAt: string;
                            }[];
                            winners: {
                                place: number;
                                entryId: string;
                                member: {
                                    id: string;
                                    name: string;
                                    avatar: {
                                        small: string | null;
                                        medium: string | null;
                                        large: string | null;
                                        "large-thumbnail": string | null;
                                        /** @description random colour variant 1–4 for members without a photo */
                                        colour: number;
                                    };
                                } | null;
                                title: string;
                                votes: number;
                                coins: number;
                            }[];
                            resultsAt: string | null;
                            viewer: {
                                staff: boolean;
                                canEnter: boolean;
                                canVote: boolean;
                                /** @enum {string|null} */
                                voteRefusal: "guest" | "verified" | "closed" | "voted" | null;
                                votedEntryId: string | null;
                                myEntries: number;
                            };
                        };
                    };
                };
            };
        };
    };
    CompetitionsController_announced: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: {
                                id: string;
                                slug: string;
                                title: string;
                                /** @enum {string} */
                                entryType: "story" | "photo" | "forum-topic";
                                /** @enum {string} */
                                state: "unannounced" | "announced" | "active" | "finished";
                                entriesOpen: boolean;
                                votingOpen: boolean;
                                entriesOpenAt: string;
                                entriesCloseAt: string;
                                votingOpenAt: string;
                                votingCloseAt: string;
                                prizeCoins: number[];
                                prizeBadge: string | null;
                                entryCount: number;
                            }[];
                        };
                    };
                };
            };
        };
    };
    CompetitionsController_active: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: {
                                id: string;
                                slug: string;
                                title: string;
                                /** @enum {string} */
                                entryType: "story" | "photo" | "forum-topic";
                                /** @enum {string} */
                                state: "unannounced" | "announced" | "active" | "finished";
                                entriesOpen: boolean;
                                votingOpen: boolean;
                                entriesOpenAt: string;
                                entriesCloseAt: string;
                                votingOpenAt: string;
                                votingCloseAt: string;
                                prizeCoins: number[];
                                prizeBadge: string | null;
                                entryCount: number;
                            }[];
                        };
                    };
                };
            };
        };
    };
    CompetitionsController_unannounced: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: {
                                id: string;
                                slug: string;
                                title: string;
                                /** @enum {string} */
                                entryType: "story" | "photo" | "forum-topic";
                                /** @enum {string} */
                                state: "unannounced" | "announced" | "active" | "finished";
                                entriesOpen: boolean;
                                votingOpen: boolean;
                                entriesOpenAt: string;
                                entriesCloseAt: string;
                                votingOpenAt: string;
                                votingCloseAt: string;
                                prizeCoins: number[];
                                prizeBadge: string | null;
                                entryCount: number;
                            }[];
                        };
                    };
                };
            };
        };
    };
    CompetitionsController_bySlug: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            slug: string;
                            title: string;
                            /** @enum {string} */
                            entryType: "story" | "photo" | "forum-topic";
                            /** @enum {string} */
                            state: "unannounced" | "announced" | "active" | "finished";
                            entriesOpen: boolean;
                            votingOpen: boolean;
                            entriesOpenAt: string;
                            entriesCloseAt: string;
                            votingOpenAt: string;
                            votingCloseAt: string;
                            prizeCoins: number[];
                            prizeBadge: string | null;
                            entryCount: number;
                            rules: string;
                            announced: boolean;
                            verifiedVotersOnly: boolean;
                            maxEntriesPerMember: number;
                            entries: {
                                id: string;
                                member: {
                                    id: string;
                                    name: string;
                                    avatar: {
                                        small: string | null;
                                        medium: string | null;
                                        large: string | null;
                                        "large-thumbnail": string | null;
                                        /** @description random colour variant 1–4 for members without a photo */
                                        colour: number;
                                    };
                                } | null;
                                subjectId: string;
                                title: string;
                                url: string | null;
                                image: string | null;
                                votes: number | null;
                                mine: boolean;
                                createdAt: string;
                            }[];
                            winners: {
                                place: number;
                                entryId: string;
                                member: {
                                    id: string;
                                    name: string;
                                    avatar: {
                                        small: string | null;
                                        medium: string | null;
                                        large: string | null;
                                        "large-thumbnail": string | null;
                                        /** @description random colour variant 1–4 for members without a photo */
                                        colour: number;
                                    };
                                } | null;
                                title: string;
                                votes: number;
                                coins: number;
                            }[];
                            resultsAt: string | null;
                            viewer: {
                                staff: boolean;
                                canEnter: boolean;
                                canVote: boolean;
                                /** @enum {string|null} */
                                voteRefusal: "guest" | "verified" | "closed" | "voted" | null;
                                votedEntryId: string | null;
                                myEntries: number;
                            };
                        };
                    };
                };
            };
        };
    };
    CompetitionsController_edit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    rules: string;
                    /** @enum {string} */
                    entryType: "story" | "photo" | "forum-topic";
                    /** Format: date-time */
                    entriesOpenAt: string;
                    /** Format: date-time */
                    entriesCloseAt: string;
                    /** Format: date-time */
                    votingOpenAt: string;
                    /** Format: date-time */
                    votingCloseAt: string;
                    /** @default false */
                    announced?: boolean;
                    /** @default false */
                    verifiedVotersOnly?: boolean;
                    /** @default 1 */
                    maxEntriesPerMember?: number;
                    /** @default [] */
                    prizeCoins?: number[];
                    /** @default null */
                    prizeBadge?: string | null;
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            slug: string;
                            title: string;
                            /** @enum {string} */
                            entryType: "story" | "photo" | "forum-topic";
                            /** @enum {string} */
                            state: "unannounced" | "announced" | "active" | "finished";
                            entriesOpen: boolean;
                            votingOpen: boolean;
                            entriesOpenAt: string;
                            entriesCloseAt: string;
                            votingOpenAt: string;
                            votingCloseAt: string;
                            prizeCoins: number[];
                            prizeBadge: string | null;
                            entryCount: number;
                            rules: string;
                            announced: boolean;
                            verifiedVotersOnly: boolean;
                            maxEntriesPerMember: number;
                            entries: {
                                id: string;
                                member: {
                                    id: string;
                                    name: string;
                                    avatar: {
                                        small: string | null;
                                        medium: string | null;
                                        large: string | null;
                                        "large-thumbnail": string | null;
                                        /** @description random colour variant 1–4 for members without a photo */
                                        colour: number;
                                    };
                                } | null;
                                subjectId: string;
                                title: string;
                                url: string | null;
                                image: string | null;
                                votes: number | null;
                                mine: boolean;
                                createdAt: string;
                            }[];
                            winners: {
                                place: number;
                                entryId: string;
                                member: {
                                    id: string;
                                    name: string;
                                    avatar: {
                                        small: string | null;
                                        medium: string | null;
                                        large: string | null;
                                        "large-thumbnail": string | null;
                                        /** @description random colour variant 1–4 for members without a photo */
                                        colour: number;
                                    };
                                } | null;
                                title: string;
                                votes: number;
                                coins: number;
                            }[];
                            resultsAt: string | null;
                            viewer: {
                                staff: boolean;
                                canEnter: boolean;
                                canVote: boolean;
                                /** @enum {string|null} */
                                voteRefusal: "guest" | "verified" | "closed" | "voted" | null;
                                votedEntryId: string | null;
                                myEntries: number;
                            };
                        };
                    };
                };
            };
        };
    };
    CompetitionsController_enter: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    subjectId: string;
                };
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            member: {
                                id: string;
                                name: string;
                                avatar: {
                                    small: string | null;
                                    medium: string | null;
                                    large: string | null;
                                    "large-thumbnail": string | null;
                                    /** @description random colour variant 1–4 for members without a photo */
                                    colour: number;
                                };
                            } | null;
                            subjectId: string;
                            title: string;
                            url: string | null;
                            image: string | null;
                            votes: number | null;
                            mine: boolean;
                            createdAt: string;
                        };
                    };
                };
            };
        };
    };
    CompetitionsController_withdraw: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                entry: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    CompetitionsController_vote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    entryId: string;
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            entryId: string;
                            votes: number | null;
                        };
                    };
                };
            };
        };
    };
    PartiesController_list: {
        parameters: {
            query?: {
                when?: "upcoming" | "weekend" | "month";
                month?: string;
                /** @description 'me' (my profile's place) or a gazetteer place id */
                near?: string;
                km?: number;
                limit?: number;
                after?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: {
                                id: string;
                                slug: string;
                                title: string;
                                startsAt: string;
                                endsAt: string;
                                timeZone: string;
                                place: string;
                                distanceKm: number | null;
                                host: {
                                    id: string;
                                    name: string;
                                    avatar: {
                                        small: string | null;
                                        medium: string | null;
                                        large: string | null;
                                        "large-thumbnail": string | null;
                                        /** @description random colour variant 1–4 for members without a photo */
                                        colour: number;
                                    };
                                } | null;
                                /** @enum {string} */
                                audience: "everyone" | "verified" | "friends" | "invited";
                                price: string;
                                capacity: number | null;
                                going: number;
                                waiting: number;
                                cancelled: boolean;
                            }[];
                            next: string | null;
                        };
                    };
                };
            };
        };
    };
    PartiesController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    /** @default  */
                    description?: string;
                    /** @description wall time in the variant's time zone */
                    startsAt: string;
                    /** @description wall time in the variant's time zone, after startsAt */
                    endsAt: string;
                    /** @description a place of the gazetteer (location/geocomplete): the town shown to everyone */
                    placeId: string;
                    /** @description shown only to the host and approved attendees */
                    address: string;
                    /**
                     * @default everyone
                     * @enum {string}
                     */
                    audience?: "everyone" | "verified" | "friends" | "invited";
                    /**
                     * @default {
                     *       "couples": true,
                     *       "women": true,
                     *       "men": true,
                     *       "others": true
                     *     }
                     */
                    welcome?: {
                        couples: boolean;
                        women: boolean;
                        men: boolean;
                        others: boolean;
                    };
                    /**
                     * @description false: requests are approved at once while there is room
                     * @default true
                     */
                    approval?: boolean;
                    /**
                     * @description people, plus-ones included; null: no limit
                     * @default null
                     */
                    capacity?: number | null;
                    /** @default  */
                    price?: string;
                };
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            slug: string;
                            title: string;
                            startsAt: string;
                            endsAt: string;
                            timeZone: string;
                            place: string;
                            distanceKm: number | null;
                            host: {
                                id: string;
                                name: string;
                                avatar: {
                                    small: string | null;
                                    medium: string | null;
                                    large: string | null;
                                    "large-thumbnail": string | null;
                                    /** @description random colour variant 1–4 for members without a photo */
                                    colour: number;
                                };
                            } | null;
                            /** @enum {string} */
                            audience: "everyone" | "verified" | "friends" | "invited";
                            price: string;
                            capacity: number | null;
                            going: number;
                            waiting: number;
                            cancelled: boolean;
                            description: string;
                            placeId: string;
                            address: string | null;
                            welcome: {
                                couples: boolean;
                                women: boolean;
                                men: boolean;
                                others: boolean;
                            };
                            approval: boolean;
                            cancelReason: string | null;
                            startsLocal: string;
                            endsLocal: string;
                            viewer: {
                                isHost: boolean;
                                /** @enum {string|null} */
                                attendance: "pending" | "approved" | "waiting" | "declined" | null;
                                plusOnes: number;
                                checkinCode: string | null;
                                checkedIn: boolean;
                                invitationId: string | null;
                                requestRefusal: string | null;
                            };
                        };
                    };
                };
            };
        };
    };
    PartiesController_myInvites: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: {
                                id: string;
                                party: {
                                    id: string;
                                    slug: string;
                                    title: string;
                                    startsAt: string;
                                    endsAt: string;
                                    timeZone: string;
                                    place: string;
                                    distanceKm: number | null;
                                    host: {
                                        id: string;
                                        name: string;
                                        avatar: {
                                            small: string | null;
                                            medium: string | null;
                                            large: string | null;
                                            "large-thumbnail": string | null;
                                            /** @description random colour variant 1–4 for members without a photo */
                                            colour: number;
                                        };
                                    } | null;
                                    /** @enum {string} */
                                    audience: "everyone" | "verified" | "friends" | "invited";
                                    price: string;
                                    capacity: number | null;
                                    going: number;
                                    waiting: number;
                                    cancelled: boolean;
                                };
                                member: {
                                    id: string;
                                    name: string;
                                    avatar: {
                                        small: string | null;
                                        medium: string | null;
                                        large: string | null;
                                        "large-thumbnail": string | null;
                                        /** @description random colour variant 1–4 for members without a photo */
                                        colour: number;
                                    };
                                };
                                inviter: {
                                    id: string;
                                    name: string;
                                    avatar: {
                                        small: string | null;
                                        medium: string | null;
                                        large: string | null;
                                        "large-thumbnail": string | null;
                                        /** @description random colour variant 1–4 for members without a photo */
                                        colour: number;
                                    };
                                } | null;
                                /** @enum {string} */
                                status: "pending" | "accepted" | "declined";
                                createdAt: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    PartiesController_mine: {
        parameters: {
            query?: {
                past?: boolean | ("0" | "1" | "true" | "false");
                after?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: {
                                id: string;
                                slug: string;
                                title: string;
                                startsAt: string;
                                endsAt: string;
                                timeZone: string;
                                place: string;
                                distanceKm: number | null;
                                host: {
                                    id: string;
                                    name: string;
                                    avatar: {
                                        small: string | null;
                                        medium: string | null;
                                        large: string | null;
                                        "large-thumbnail": string | null;
                                        /** @description random colour variant 1–4 for members without a photo */
                                        colour: number;
                                    };
                                } | null;
                                /** @enum {string} */
                                audience: "everyone" | "verified" | "friends" | "invited";
                                price: string;
                                capacity: number | null;
                                going: number;
                                waiting: number;
                                cancelled: boolean;
                            }[];
                            next: string | null;
                        };
                    };
                };
            };
        };
    };
    PartiesController_memberParties: {
        parameters: {
            query?: {
                past?: boolean | ("0" | "1" | "true" | "false");
                after?: string;
            };
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: {
                                id: string;
                                slug: string;
                                title: string;
                                startsAt: string;
                                endsAt: string;
                                timeZone: string;
                                place: string;
                                distanceKm: number | null;
                                host: {
                                    id: string;
                                    name: string;
                                    avatar: {
                                        small: string | null;
                                        medium: string | null;
                                        large: string | null;
                                        "large-thumbnail": string | null;
                                        /** @description random colour variant 1–4 for members without a photo */
                                        colour: number;
                                    };
                                } | null;
                                /** @enum {string} */
                                audience: "everyone" | "verified" | "friends" | "invited";
                                price: string;
                                capacity: number | null;
                                going: number;
                                waiting: number;
                                cancelled: boolean;
                            }[];
                            next: string | null;
                        };
                    };
                };
            };
        };
    };
    PartiesController_calendarStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            active: boolean;
                            url: string | null;
                        };
                    };
                };
            };
        };
    };
    PartiesController_calendarRenew: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            active: boolean;
                            url: string | null;
                        };
                    };
                };
            };
        };
    };
    PartiesController_calendarRevoke: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    PartiesController_calendarFeed: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    PartiesController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                party: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            slug: string;
                            title: string;
                            startsAt: string;
                            endsAt: string;
                            timeZone: string;
                            place: string;
                            distanceKm: number | null;
                            host: {
                                id: string;
                                name: string;
                                avatar: {
                                    small: string | null;
                                    medium: string | null;
                                    large: string | null;
                                    "large-thumbnail": string | null;
                                    /** @description random colour variant 1–4 for members without a photo */
                                    colour: number;
                                };
                            } | null;
                            /** @enum {string} */
                            audience: "everyone" | "verified" | "friends" | "invited";
                            price: string;
                            capacity: number | null;
                            going: number;
                            waiting: number;
                            cancelled: boolean;
                            description: string;
                            placeId: string;
                            address: string | null;
                            welcome: {
                                couples: boolean;
                                women: boolean;
                                men: boolean;
                                others: boolean;
                            };
                            approval: boolean;
                            cancelReason: string | null;
                            startsLocal: string;
                            endsLocal: string;
                            viewer: {
                                isHost: boolean;
                                /** @enum {string|null} */
                                attendance: "pending" | "approved" | "waiting" | "declined" | null;
                                plusOnes: number;
                                checkinCode: string | null;
                                checkedIn: boolean;
                                invitationId: string | null;
                                requestRefusal: string | null;
                            };
                        };
                    };
                };
            };
        };
    };
    PartiesController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                party: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    /** @default  */
                    description?: string;
                    /** @description wall time in the variant's time zone */
                    startsAt: string;
                    /** @description wall time in the variant's time zone, after startsAt */
                    endsAt: string;
                    /** @description a place of the gazetteer (location/geocomplete): the town shown to everyone */
                    placeId: string;
                    /** @description shown only to the host and approved attendees */
                    address: string;
                    /**
                     * @default everyone
                     * @enum {string}
                     */
                    audience?: "everyone" | "verified" | "friends" | "invited";
                    /**
                     * @default {
                     *       "couples": true,
                     *       "women": true,
                     *       "men": true,
                     *       "others": true
                     *     }
                     */
                    welcome?: {
                        couples: boolean;
                        women: boolean;
                        men: boolean;
                        others: boolean;
                    };
                    /**
                     * @description false: requests are approved at once while there is room
                     * @default true
                     */
                    approval?: boolean;
                    /**
                     * @description people, plus-ones included; null: no limit
                     * @default null
                     */
                    capacity?: number | null;
                    /** @default  */
                    price?: string;
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            slug: string;
                            title: string;
                            startsAt: string;
                            endsAt: string;
                            timeZone: string;
                            place: string;
                            distanceKm: number | null;
                            host: {
                                id: string;
                                name: string;
                                avatar: {
                                    small: string | null;
                                    medium: string | null;
                                    large: string | null;
                                    "large-thumbnail": string | null;
                                    /** @description random colour variant 1–4 for members without a photo */
                                    colour: number;
                                };
                            } | null;
                            /** @enum {string} */
                            audience: "everyone" | "verified" | "friends" | "invited";
                            price: string;
                            capacity: number | null;
                            going: number;
                            waiting: number;
                            cancelled: boolean;
                            description: string;
                            placeId: string;
                            address: string | null;
                            welcome: {
                                couples: boolean;
                                women: boolean;
                                men: boolean;
                                others: boolean;
                            };
                            approval: boolean;
                            cancelReason: string | null;
                            startsLocal: string;
                            endsLocal: string;
                            viewer: {
                                isHost: boolean;
                                /** @enum {string|null} */
                                attendance: "pending" | "approved" | "waiting" | "declined" | null;
                                plusOnes: number;
                                checkinCode: string | null;
                                checkedIn: boolean;
                                invitationId: string | null;
                                requestRefusal: string | null;
                            };
                        };
                    };
                };
            };
        };
    };
    PartiesController_cancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                party: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    reason?: string;
                } | null;
            };
        };
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    PartiesController_attendees: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                party: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: {
                                member: {
                                    id: string;
                                    name: string;
                                    avatar: {
                                        small: string | null;
                                        medium: string | null;
                                        large: string | null;
                                        "large-thumbnail": string | null;
                                        /** @description random colour variant 1–4 for members without a photo */
                                        colour: number;
                                    };
                                };
                                /** @enum {string} */
                                status: "pending" | "approved" | "waiting" | "declined";
                                plusOnes: number;
                                message: string | null;
                                requestedAt: string;
                                checkedIn: boolean;
                            }[];
                            going: number;
                            capacity: number | null;
                        };
                    };
                };
            };
        };
    };
    PartiesController_attend: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                party: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    message?: string;
                    /** @default 0 */
                    plusOnes?: number;
                } | null;
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            isHost: boolean;
                            /** @enum {string|null} */
                            attendance: "pending" | "approved" | "waiting" | "declined" | null;
                            plusOnes: number;
                            checkinCode: string | null;
                            checkedIn: boolean;
                            invitationId: string | null;
                            requestRefusal: string | null;
                        };
                    };
                };
            };
        };
    };
    PartiesController_leave: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                party: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    PartiesController_approve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                party: string;
                member: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    approve: 1 | 0 | boolean;
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            member: {
                                id: string;
                                name: string;
                                avatar: {
                                    small: string | null;
                                    medium: string | null;
                                    large: string | null;
                                    "large-thumbnail": string | null;
                                    /** @description random colour variant 1–4 for members without a photo */
                                    colour: number;
                                };
                            };
                            /** @enum {string} */
                            status: "pending" | "approved" | "waiting" | "declined";
                            plusOnes: number;
                            message: string | null;
                            requestedAt: string;
                            checkedIn: boolean;
                        };
                    };
                };
            };
        };
    };
    PartiesController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                party: string;
                member: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    PartiesController_checkIn: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                party: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            member: {
                                id: string;
                                name: string;
                                avatar: {
                                    small: string | null;
                                    medium: string | null;
                                    large: string | null;
                                    "large-thumbnail": string | null;
                                    /** @description random colour variant 1–4 for members without a photo */
                                    colour: number;
                                };
                            };
                            /** @enum {string} */
                            status: "pending" | "approved" | "waiting" | "declined";
                            plusOnes: number;
                            message: string | null;
                            requestedAt: string;
                            checkedIn: boolean;
                        };
                    };
                };
            };
        };
    };
    PartiesController_invitations: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                party: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: {
                                id: string;
                                party: {
                                    id: string;
                                    slug: string;
                                    title: string;
                                    startsAt: string;
                                    endsAt: string;
                                    timeZone: string;
                                    place: string;
                                    distanceKm: number | null;
                                    host: {
                                        id: string;
                                        name: string;
                                        avatar: {
                                            small: string | null;
                                            medium: string | null;
                                            large: string | null;
                                            "large-thumbnail": string | null;
                                            /** @description random colour variant 1–4 for members without a photo */
                                            colour: number;
                                        };
                                    } | null;
                                    /** @enum {string} */
                                    audience: "everyone" | "verified" | "friends" | "invited";
                                    price: string;
                                    capacity: number | null;
                                    going: number;
                                    waiting: number;
                                    cancelled: boolean;
                                };
                                member: {
                                    id: string;
                                    name: string;
                                    avatar: {
                                        small: string | null;
                                        medium: string | null;
                                        large: string | null;
                                        "large-thumbnail": string | null;
                                        /** @description random colour variant 1–4 for members without a photo */
                                        colour: number;
                                    };
                                };
                                inviter: {
                                    id: string;
                                    name: string;
                                    avatar: {
                                        small: string | null;
                                        medium: string | null;
                                        large: string | null;
                                        "large-thumbnail": string | null;
                                        /** @description random colour variant 1–4 for members without a photo */
                                        colour: number;
                                    };
                                } | null;
                                /** @enum {string} */
                                status: "pending" | "accepted" | "declined";
                                createdAt: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    PartiesController_invite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                party: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default [] */
                    memberIds?: string[];
                    /** @default false */
                    allFriends?: boolean;
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            invited: number;
                            skipped: number;
                        };
                    };
                };
            };
        };
    };
    PartiesController_answer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                party: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    accept: 1 | 0 | boolean;
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            isHost: boolean;
                            /** @enum {string|null} */
                            attendance: "pending" | "approved" | "waiting" | "declined" | null;
                            plusOnes: number;
                            checkinCode: string | null;
                            checkedIn: boolean;
                            invitationId: string | null;
                            requestRefusal: string | null;
                        };
                    };
                };
            };
        };
    };
    MeetsController_categories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: {
                                /** @enum {string} */
                                slug: "drinks" | "dinner" | "outdoors" | "club-night" | "social" | "travel" | "other";
                                upcoming: number;
                            }[];
                        };
                    };
                };
            };
        };
    };
    MeetsController_list: {
        parameters: {
            query?: {
                category?: "drinks" | "dinner" | "outdoors" | "club-night" | "social" | "travel" | "other";
                near?: string;
                km?: number;
                after?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: {
                                id: string;
                                slug: string;
                                /** @enum {string} */
                                category: "drinks" | "dinner" | "outdoors" | "club-night" | "social" | "travel" | "other";
                                title: string;
                                startsAt: string;
                                endsAt: string | null;
                                timeZone: string;
                                place: string;
                                venue: string;
                                distanceKm: number | null;
                                host: {
                                    id: string;
                                    name: string;
                                    avatar: {
                                        small: string | null;
                                        medium: string | null;
                                        large: string | null;
                                        "large-thumbnail": string | null;
                                        /** @description random colour variant 1–4 for members without a photo */
                                        colour: number;
                                    };
                                } | null;
                                interested: number;
                                going: number;
                                past: boolean;
                            }[];
                            next: string | null;
                        };
                    };
                };
            };
        };
    };
    MeetsController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    category: "drinks" | "dinner" | "outdoors" | "club-night" | "social" | "travel" | "other";
                    title: string;
                    /** @default  */
                    description?: string;
                    startsAt: string;
                    /** @default null */
                    endsAt?: string | null;
                    placeId: string;
                    /**
                     * @description where exactly (a bar, a car park…), shown to every member
                     * @default
                     */
                    venue?: string;
                };
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            slug: string;
                            /** @enum {string} */
                            category: "drinks" | "dinner" | "outdoors" | "club-night" | "social" | "travel" | "other";
                            title: string;
                            startsAt: string;
                            endsAt: string | null;
                            timeZone: string;
                            place: string;
                            venue: string;
                            distanceKm: number | null;
                            host: {
                                id: string;
                                name: string;
                                avatar: {
                                    small: string | null;
                                    medium: string | null;
                                    large: string | null;
                                    "large-thumbnail": string | null;
                                    /** @description random colour variant 1–4 for members without a photo */
                                    colour: number;
                                };
                            } | null;
                            interested: number;
                            going: number;
                            past: boolean;
                            description: string;
                            placeId: string;
                            startsLocal: string;
                            endsLocal: string | null;
                            goingMembers: {
                                id: string;
                                name: string;
                                avatar: {
                                    small: string | null;
                                    medium: string | null;
                                    large: string | null;
                                    "large-thumbnail": string | null;
                                    /** @description random colour variant 1–4 for members without a photo */
                                    colour: number;
                                };
                            }[];
                            viewer: {
                                isHost: boolean;
                                /** @enum {string|null} */
                                response: "interested" | "going" | null;
                                canEdit: boolean;
                            };
                        };
                    };
                };
            };
        };
    };
    MeetsController_ofMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            items: {
                                id: string;
                                slug: string;
                                /** @enum {string} */
                                category: "drinks" | "dinner" | "outdoors" | "club-night" | "social" | "travel" | "other";
                                title: string;
                                startsAt: string;
                                endsAt: string | null;
                                timeZone: string;
                                place: string;
                                venue: string;
                                distanceKm: number | null;
                                host: {
                                    id: string;
                                    name: string;
                                    avatar: {
                                        small: string | null;
                                        medium: string | null;
                                        large: string | null;
                                        "large-thumbnail": string | null;
                                        /** @description random colour variant 1–4 for members without a photo */
                                        colour: number;
                                    };
                                } | null;
                                interested: number;
                                going: number;
                                past: boolean;
                            }[];
                            next: string | null;
                        };
                    };
                };
            };
        };
    };
    MeetsController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                meet: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            slug: string;
                            /** @enum {string} */
                            category: "drinks" | "dinner" | "outdoors" | "club-night" | "social" | "travel" | "other";
                            title: string;
                            startsAt: string;
                            endsAt: string | null;
                            timeZone: string;
                            place: string;
                            venue: string;
                            distanceKm: number | null;
                            host: {
                                id: string;
                                name: string;
                                avatar: {
                                    small: string | null;
                                    medium: string | null;
                                    large: string | null;
                                    "large-thumbnail": string | null;
                                    /** @description random colour variant 1–4 for members without a photo */
                                    colour: number;
                                };
                            } | null;
                            interested: number;
                            going: number;
                            past: boolean;
                            description: string;
                            placeId: string;
                            startsLocal: string;
                            endsLocal: string | null;
                            goingMembers: {
                                id: string;
                                name: string;
                                avatar: {
                                    small: string | null;
                                    medium: string | null;
                                    large: string | null;
                                    "large-thumbnail": string | null;
                                    /** @description random colour variant 1–4 for members without a photo */
                                    colour: number;
                                };
                            }[];
                            viewer: {
                                isHost: boolean;
                                /** @enum {string|null} */
                                response: "interested" | "going" | null;
                                canEdit: boolean;
                            };
                        };
                    };
                };
            };
        };
    };
    MeetsController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                meet: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    category: "drinks" | "dinner" | "outdoors" | "club-night" | "social" | "travel" | "other";
                    title: string;
                    /** @default  */
                    description?: string;
                    startsAt: string;
                    /** @default null */
                    endsAt?: string | null;
                    placeId: string;
                    /**
                     * @description where exactly (a bar, a car park…), shown to every member
                     * @default
                     */
                    venue?: string;
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            slug: string;
                            /** @enum {string} */
                            category: "drinks" | "dinner" | "outdoors" | "club-night" | "social" | "travel" | "other";
                            title: string;
                            startsAt: string;
                            endsAt: string | null;
                            timeZone: string;
                            place: string;
                            venue: string;
                            distanceKm: number | null;
                            host: {
                                id: string;
                                name: string;
                                avatar: {
                                    small: string | null;
                                    medium: string | null;
                                    large: string | null;
                                    "large-thumbnail": string | null;
                                    /** @description random colour variant 1–4 for members without a photo */
                                    colour: number;
                                };
                            } | null;
                            interested: number;
                            going: number;
                            past: boolean;
                            description: string;
                            placeId: string;
                            startsLocal: string;
                            endsLocal: string | null;
                            goingMembers: {
                                id: string;
                                name: string;
                                avatar: {
                                    small: string | null;
                                    medium: string | null;
                                    large: string | null;
                                    "large-thumbnail": string | null;
                                    /** @description random colour variant 1–4 for members without a photo */
                                    colour: number;
                                };
                            }[];
                            viewer: {
                                isHost: boolean;
                                /** @enum {string|null} */
                                response: "interested" | "going" | null;
                                canEdit: boolean;
                            };
                        };
                    };
                };
            };
        };
    };
    MeetsController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                meet: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    MeetsController_respond: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                meet: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string|null} */
                    response: "interested" | "going" | null;
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            slug: string;
                            /** @enum {string} */
                            category: "drinks" | "dinner" | "outdoors" | "club-night" | "social" | "travel" | "other";
                            title: string;
                            startsAt: string;
                            endsAt: string | null;
                            timeZone: string;
                            place: string;
                            venue: string;
                            distanceKm: number | null;
                            host: {
                                id: string;
                                name: string;
                                avatar: {
                                    small: string | null;
                                    medium: string | null;
                                    large: string | null;
                                    "large-thumbnail": string | null;
                                    /** @description random colour variant 1–4 for members without a photo */
                                    colour: number;
                                };
                            } | null;
                            interested: number;
                            going: number;
                            past: boolean;
                            description: string;
                            placeId: string;
                            startsLocal: string;
                            endsLocal: string | null;
                            goingMembers: {
                                id: string;
                                name: string;
                                avatar: {
                                    small: string | null;
                                    medium: string | null;
                                    large: string | null;
                                    "large-thumbnail": string | null;
                                    /** @description random colour variant 1–4 for members without a photo */
                                    colour: number;
                                };
                            }[];
                            viewer: {
                                isHost: boolean;
                                /** @enum {string|null} */
                                response: "interested" | "going" | null;
                                canEdit: boolean;
                            };
                        };
                    };
                };
            };
        };
    };
    VerificationController_own: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            status: "none" | "draft" | "processing" | "pending" | "approved" | "rejected" | "withdrawn";
                            isVerified: boolean;
                            verifiedAt: string | null;
                            /** Format: uuid */
                            caseId: string | null;
                            /** @enum {string|null} */
                            documentType: "passport" | "driving-licence" | "id-card" | null;
                            code: string | null;
                            needed: ("front" | "back" | "selfie")[];
                            uploaded: ("front" | "back" | "selfie")[];
                            submittedAt: string | null;
                            /** @enum {string|null} */
                            rejectReason: "unreadable" | "expired" | "not-a-document" | "code-missing" | "face-mismatch" | "date-of-birth-mismatch" | "under-18" | "duplicate" | "edited" | null;
                            decidedAt: string | null;
                            hostedUrl: string | null;
                        };
                    };
                };
            };
        };
    };
    VerificationController_start: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    documentType: "passport" | "driving-licence" | "id-card";
                    /** Format: date */
                    dateOfBirth: string;
                };
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            status: "none" | "draft" | "processing" | "pending" | "approved" | "rejected" | "withdrawn";
                            isVerified: boolean;
                            verifiedAt: string | null;
                            /** Format: uuid */
                            caseId: string | null;
                            /** @enum {string|null} */
                            documentType: "passport" | "driving-licence" | "id-card" | null;
                            code: string | null;
                            needed: ("front" | "back" | "selfie")[];
                            uploaded: ("front" | "back" | "selfie")[];
                            submittedAt: string | null;
                            /** @enum {string|null} */
                            rejectReason: "unreadable" | "expired" | "not-a-document" | "code-missing" | "face-mismatch" | "date-of-birth-mismatch" | "under-18" | "duplicate" | "edited" | null;
                            decidedAt: string | null;
                            hostedUrl: string | null;
                        };
                    };
                };
            };
        };
    };
    VerificationController_withdraw: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            status: "none" | "draft" | "processing" | "pending" | "approved" | "rejected" | "withdrawn";
                            isVerified: boolean;
                            verifiedAt: string | null;
                            /** Format: uuid */
                            caseId: string | null;
                            /** @enum {string|null} */
                            documentType: "passport" | "driving-licence" | "id-card" | null;
                            code: string | null;
                            needed: ("front" | "back" | "selfie")[];
                            uploaded: ("front" | "back" | "selfie")[];
                            submittedAt: string | null;
                            /** @enum {string|null} */
                            rejectReason: "unreadable" | "expired" | "not-a-document" | "code-missing" | "face-mismatch" | "date-of-birth-mismatch" | "under-18" | "duplicate" | "edited" | null;
                            decidedAt: string | null;
                            hostedUrl: string | null;
                        };
                    };
                };
            };
        };
    };
    VerificationController_upload: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                side: "front" | "back" | "selfie";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            status: "none" | "draft" | "processing" | "pending" | "approved" | "rejected" | "withdrawn";
                            isVerified: boolean;
                            verifiedAt: string | null;
                            /** Format: uuid */
                            caseId: string | null;
                            /** @enum {string|null} */
                            documentType: "passport" | "driving-licence" | "id-card" | null;
                            code: string | null;
                            needed: ("front" | "back" | "selfie")[];
                            uploaded: ("front" | "back" | "selfie")[];
                            submittedAt: string | null;
                            /** @enum {string|null} */
                            rejectReason: "unreadable" | "expired" | "not-a-document" | "code-missing" | "face-mismatch" | "date-of-birth-mismatch" | "under-18" | "duplicate" | "edited" | null;
                            decidedAt: string | null;
                            hostedUrl: string | null;
                        };
                    };
                };
            };
        };
    };
    VerificationController_submit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            status: "none" | "draft" | "processing" | "pending" | "approved" | "rejected" | "withdrawn";
                            isVerified: boolean;
                            verifiedAt: string | null;
                            /** Format: uuid */
                            caseId: string | null;
                            /** @enum {string|null} */
                            documentType: "passport" | "driving-licence" | "id-card" | null;
                            code: string | null;
                            needed: ("front" | "back" | "selfie")[];
                            uploaded: ("front" | "back" | "selfie")[];
                            submittedAt: string | null;
                            /** @enum {string|null} */
                            rejectReason: "unreadable" | "expired" | "not-a-document" | "code-missing" | "face-mismatch" | "date-of-birth-mismatch" | "under-18" | "duplicate" | "edited" | null;
                            decidedAt: string | null;
                            hostedUrl: string | null;
                        };
                    };
                };
            };
        };
    };
    StaffVerificationsController_list: {
        parameters: {
            query?: {
                sort?: string;
                range?: string;
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /** Format: uuid */
                        memberId: string;
                        memberName: string;
                        variant: string;
                        /** @enum {string} */
                        status: "draft" | "processing" | "pending" | "approved" | "rejected" | "withdrawn";
                        /** @enum {string} */
                        documentType: "passport" | "driving-licence" | "id-card";
                        dateOfBirth: string | null;
                        /** @enum {string|null} */
                        ageBand: "18+" | "under-18" | null;
                        code: string;
                        hints: {
                            quality: {
                                /** @enum {string} */
                                side: "front" | "back" | "selfie";
                                width: number;
                                height: number;
                                brightness: number;
                                sharpness: number;
                                problems: ("small" | "dark" | "bright" | "blurred")[];
                            }[];
                            adult: boolean;
                            profileDateDiffers: boolean;
                            duplicates: {
                                /** Format: uuid */
                                caseId: string;
                                /** Format: uuid */
                                memberId: string;
                                memberName: string;
                                /** @enum {string} */
                                side: "front" | "back" | "selfie";
                                distance: number;
                                outcome: string;
                            }[];
                        } | null;
                        images: {
                            front: string | null;
                            back: string | null;
                            selfie: string | null;
                        };
                        lockedBy: string | null;
                        lockedByName: string | null;
                        lockedUntil: string | null;
                        submittedAt: string | null;
                        decidedAt: string | null;
                        decidedBy: string | null;
                        /** @enum {string|null} */
                        rejectReason: "unreadable" | "expired" | "not-a-document" | "code-missing" | "face-mismatch" | "date-of-birth-mismatch" | "under-18" | "duplicate" | "edited" | null;
                        createdAt: string;
                    }[];
                };
            };
        };
    };
    StaffVerificationsController_decideMany: {
        parameters: {
            query: {
                filter: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    status: unknown;
                    rejectReason?: unknown;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StaffVerificationsController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /** Format: uuid */
                        memberId: string;
                        memberName: string;
                        variant: string;
                        /** @enum {string} */
                        status: "draft" | "processing" | "pending" | "approved" | "rejected" | "withdrawn";
                        /** @enum {string} */
                        documentType: "passport" | "driving-licence" | "id-card";
                        dateOfBirth: string | null;
                        /** @enum {string|null} */
                        ageBand: "18+" | "under-18" | null;
                        code: string;
                        hints: {
                            quality: {
                                /** @enum {string} */
                                side: "front" | "back" | "selfie";
                                width: number;
                                height: number;
                                brightness: number;
                                sharpness: number;
                                problems: ("small" | "dark" | "bright" | "blurred")[];
                            }[];
                            adult: boolean;
                            profileDateDiffers: boolean;
                            duplicates: {
                                /** Format: uuid */
                                caseId: string;
                                /** Format: uuid */
                                memberId: string;
                                memberName: string;
                                /** @enum {string} */
                                side: "front" | "back" | "selfie";
                                distance: number;
                                outcome: string;
                            }[];
                        } | null;
                        images: {
                            front: string | null;
                            back: string | null;
                            selfie: string | null;
                        };
                        lockedBy: string | null;
                        lockedByName: string | null;
                        lockedUntil: string | null;
                        submittedAt: string | null;
                        decidedAt: string | null;
                        decidedBy: string | null;
                        /** @enum {string|null} */
                        rejectReason: "unreadable" | "expired" | "not-a-document" | "code-missing" | "face-mismatch" | "date-of-birth-mismatch" | "under-18" | "duplicate" | "edited" | null;
                        createdAt: string;
                    };
                };
            };
        };
    };
    StaffVerificationsController_decide: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    status: unknown;
                    rejectReason?: unknown;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /** Format: uuid */
                        memberId: string;
                        memberName: string;
                        variant: string;
                        /** @enum {string} */
                        status: "draft" | "processing" | "pending" | "approved" | "rejected" | "withdrawn";
                        /** @enum {string} */
                        documentType: "passport" | "driving-licence" | "id-card";
                        dateOfBirth: string | null;
                        /** @enum {string|null} */
                        ageBand: "18+" | "under-18" | null;
                        code: string;
                        hints: {
                            quality: {
                                /** @enum {string} */
                                side: "front" | "back" | "selfie";
                                width: number;
                                height: number;
                                brightness: number;
                                sharpness: number;
                                problems: ("small" | "dark" | "bright" | "blurred")[];
                            }[];
                            adult: boolean;
                            profileDateDiffers: boolean;
                            duplicates: {
                                /** Format: uuid */
                                caseId: string;
                                /** Format: uuid */
                                memberId: string;
                                memberName: string;
                                /** @enum {string} */
                                side: "front" | "back" | "selfie";
                                distance: number;
                                outcome: string;
                            }[];
                        } | null;
                        images: {
                            front: string | null;
                            back: string | null;
                            selfie: string | null;
                        };
                        lockedBy: string | null;
                        lockedByName: string | null;
                        lockedUntil: string | null;
                        submittedAt: string | null;
                        decidedAt: string | null;
                        decidedBy: string | null;
                        /** @enum {string|null} */
                        rejectReason: "unreadable" | "expired" | "not-a-document" | "code-missing" | "face-mismatch" | "date-of-birth-mismatch" | "under-18" | "duplicate" | "edited" | null;
                        createdAt: string;
                    };
                };
            };
        };
    };
    StaffVerificationsController_file: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                side: "front" | "back" | "selfie";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    StaffVerificationsController_lock: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        caseId: string;
                        holderId: string | null;
                        holderName: string | null;
                        mine: boolean;
                        expiresAt: string | null;
                    };
                };
            };
        };
    };
    StaffVerificationsController_unlock: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        caseId: string;
                        holderId: string | null;
                        holderName: string | null;
                        mine: boolean;
                        expiresAt: string | null;
                    };
                };
            };
        };
    };
    SignupChallengeController_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            enabled: boolean;
                            challenge: {
                                /** @enum {string} */
                                algorithm: "SHA-256";
                                challenge: string;
                                maxnumber: number;
                                salt: string;
                                signature: string;
                            } | null;
                        };
                    };
                };
            };
        };
    };
}
